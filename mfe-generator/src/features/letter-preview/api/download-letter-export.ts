import { ApiError } from '@lettra/shared-ui';
import { fileNameFromContentDisposition } from '../model/content-disposition.ts';

/** The export formats of the api (DECISIONS.md: a real .docx and a real PDF). */
export type ExportFormat = 'docx' | 'pdf';

// Spec §7 names the file lettre_de_motivation; used when the api gives no name.
const FALLBACK_NAME = 'lettre_de_motivation';

/**
 * Downloads `GET /api/letters/:id/export.(docx|pdf)` and saves it under the name the api gives.
 * Throws ApiError with the api's French message (403 PremiumRequiredError for a locked letter).
 */
export async function downloadLetterExport(letterId: string, format: ExportFormat): Promise<void> {
  let response: Response;
  try {
    response = await fetch(`/api/letters/${encodeURIComponent(letterId)}/export.${format}`, { credentials: 'include' });
  } catch {
    throw new ApiError(0, { code: 'NetworkError', message: 'Connexion au serveur impossible. Vérifiez votre connexion.' });
  }
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => ({}));
    throw new ApiError(response.status, body as ConstructorParameters<typeof ApiError>[1]);
  }
  const blob = await response.blob();
  const name = fileNameFromContentDisposition(response.headers.get('Content-Disposition')) ?? `${FALLBACK_NAME}.${format}`;
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next tick: some browsers start reading the blob only after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
