// What every page load needs to know about a preview, kept small: the rest of the preview code is
// fetched only when this says a preview is asked for or under way (docs/federation.md 'Previewing a
// remote in the real shell').
import type { RemoteName } from '@lettra/federation-config/remotes';

/** One remote of /remotes.json loaded from another build, for this tab only. */
export interface Preview {
  remote: RemoteName;
  manifestUrl: string;
}

/** `?preview=<token>`: a link signed by the api (`pnpm remote:preview-link`) asks this tab to run a test build. */
export const PREVIEW_PARAM = 'preview';

// sessionStorage belongs to one tab: closing it ends the preview, and a new tab starts without one.
// It holds the token of a link this tab's visitor confirmed, nothing else.
const STORAGE_KEY = 'lettra:preview';

/** The tab's storage, or null where the browser refuses it (storage blocked): then no preview. */
export function tabStorage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** True when the address asks for a preview or this tab already has one. */
export function previewWanted(search: string, storage: Storage | null): boolean {
  return new URLSearchParams(search).has(PREVIEW_PARAM) || readStoredPreview(storage) !== null;
}

/** The token of the preview this tab's visitor confirmed, if any. */
export function readStoredPreview(storage: Storage | null): string | null {
  return storage?.getItem(STORAGE_KEY) ?? null;
}

export function storePreview(storage: Storage | null, token: string): void {
  try {
    storage?.setItem(STORAGE_KEY, token);
  } catch {
    // Storage full or refused: the preview lasts for this page only.
  }
}

export function endPreview(storage: Storage | null): void {
  storage?.removeItem(STORAGE_KEY);
}

/** The remote map with the previewed remote's entry replaced. */
export function withPreview(map: Record<string, string>, preview: Preview | null): Record<string, string> {
  return preview ? { ...map, [preview.remote]: preview.manifestUrl } : map;
}
