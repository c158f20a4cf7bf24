import { z } from 'zod';

/** The layouts a letter can be downloaded in (docs/exports.md); the first is the default. */
export const EXPORT_LAYOUTS = ['classique', 'moderne', 'sobre'] as const;
export type ExportLayout = (typeof EXPORT_LAYOUTS)[number];

export const exportLayoutSchema = z.enum(EXPORT_LAYOUTS, { error: 'Mise en page inconnue : classique, moderne ou sobre.' });

/** `GET /api/letters/:id/export.pdf|docx?layout=`: without `layout`, the classic one, as before layouts existed. */
export const exportQuerySchema = z.object({ layout: exportLayoutSchema.default('classique') });
export type ExportQuery = z.input<typeof exportQuerySchema>;
