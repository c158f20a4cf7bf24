import { apiFetch } from '@lettra/shared-ui';
import { contentDispositionFilename } from './content-disposition-filename.ts';

/**
 * Downloads a file the api builds (letter exports, account export) and saves it under the name the api gives.
 * Fetched rather than linked so that a refusal (403 'Fonctionnalité premium', 401) becomes an ApiError the
 * page can show as a toast instead of a JSON file saved to disk.
 */
export async function downloadFile(apiPath: string, fallbackName: string): Promise<void> {
  const response = await apiFetch(apiPath);
  const blob = await response.blob();
  const name = contentDispositionFilename(response.headers.get('Content-Disposition')) ?? fallbackName;
  saveBlob(blob, name);
}

function saveBlob(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next task: some browsers read the URL only after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
