import { downloadFile } from '../../../lib/download-file.ts';

export type ExportFormat = 'pdf' | 'docx';

/**
 * GET /api/letters/:id/export.pdf|.docx: real documents built by the api (DECISIONS.md), saved under the
 * name it gives (the letter's title); a locked letter is refused with 403 'Fonctionnalité premium'.
 */
export function exportLetter(id: string, format: ExportFormat) {
  return downloadFile(`/letters/${encodeURIComponent(id)}/export.${format}`, `lettre_de_motivation.${format}`);
}
