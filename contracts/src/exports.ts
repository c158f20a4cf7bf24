import { z } from 'zod';
import { EXPORT_LAYOUTS } from '@lettra/letter-engine';

export const exportLayoutSchema = z.enum(EXPORT_LAYOUTS, { error: 'Mise en page inconnue : classique, moderne ou sobre.' });

/** `GET /api/letters/:id/export.pdf|docx?layout=`: without `layout`, the classic one, as before layouts existed. */
export const exportQuerySchema = z.object({ layout: exportLayoutSchema.default('classique') });
export type ExportQuery = z.input<typeof exportQuerySchema>;
