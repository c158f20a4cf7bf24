import { downloadFile } from './download-file.ts';

/** The export formats of the api (docs/decisions.md: a real .docx and a real PDF). */
export type ExportFormat = 'docx' | 'pdf';

/**
 * Downloads `GET /api/letters/:id/export.(docx|pdf)`, saved under the name the api gives (the
 * letter's title; docs/product.md §7's lettre_de_motivation otherwise). A locked letter is refused with an
 * ApiError 403 'Fonctionnalité premium'.
 */
export function downloadLetterExport(letterId: string, format: ExportFormat): Promise<void> {
  return downloadFile(`/letters/${encodeURIComponent(letterId)}/export.${format}`, `lettre_de_motivation.${format}`);
}
