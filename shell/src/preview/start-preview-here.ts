// startPreview on this page: the api's check, the interstitial, the network and the address bar.
import { previewGrantSchema } from '@lettra/contracts';
import { apiRequest } from '@lettra/shared-ui';
import { askToContinue } from './ask-to-continue.tsx';
import { startPreview, type PreviewStart } from './start-preview.ts';

async function fetchManifest(url: string): Promise<ArrayBuffer> {
  const response = await fetch(url, { cache: 'no-store', credentials: 'omit' });
  if (!response.ok) throw new Error(`${url} : HTTP ${response.status}`);
  return response.arrayBuffer();
}

export const startPreviewHere = (storage: Storage | null): Promise<PreviewStart> =>
  startPreview({
    location: window.location,
    history: window.history,
    storage,
    verify: (token) => apiRequest('/remotes/preview', previewGrantSchema, { method: 'POST', body: { token } }),
    confirm: askToContinue,
    fetchManifest,
    navigate: (url) => window.location.replace(url),
    warn: (...data) => console.warn(...data),
  });
