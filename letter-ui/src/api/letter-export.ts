import { downloadFile } from './download-file.ts';

/** The export formats of the api (docs/decisions.md: a real .docx and a real PDF). */
export type ExportFormat = 'docx' | 'pdf';

/**
 * Downloads `GET /api/letters/:id/export.(docx|pdf)?layout=` in one of the layouts of docs/exports.md
 * (the api's default without one), saved under the name the api gives ('Prénom Nom – Lettre de
 * motivation – Entreprise'; docs/product.md §7's lettre_de_motivation otherwise). A locked letter is
 * refused with an ApiError 403 'Fonctionnalité premium'.
 */
export function downloadLetterExport(letterId: string, format: ExportFormat, layout?: string): Promise<void> {
  const query = layout ? `?layout=${encodeURIComponent(layout)}` : '';
  return downloadFile(`/letters/${encodeURIComponent(letterId)}/export.${format}${query}`, `lettre_de_motivation.${format}`);
}
