// Loaded only when a preview is asked for or under way (preview-session.ts), so an ordinary page
// load neither downloads this nor asks the api for its allowed origins.
import { fetchPreviewOrigins } from './preview-origins.ts';
import { fromAllowedOrigin, parsePreview } from './preview.ts';
import { endPreview, PREVIEW_PARAM, readStoredPreview, storePreview, type Preview } from './preview-session.ts';

export interface PreviewEnvironment {
  location: Pick<Location, 'href'>;
  history: Pick<History, 'state' | 'replaceState'>;
  storage: Storage | null;
  fetchOrigins: () => Promise<string[]>;
  warn: (...data: unknown[]) => void;
}

/**
 * The preview this page shows, or null. A link's `?preview=` replaces the tab's preview and leaves the
 * address at once, so the page shared from here does not spread it. Whatever is refused (unknown
 * remote, unreadable address, origin not listed) ends the tab's preview with a console warning, and the
 * remote of /remotes.json loads as usual.
 */
export async function startPreview({ location, history, storage, fetchOrigins, warn }: PreviewEnvironment): Promise<Preview | null> {
  const address = new URL(location.href);
  const requested = address.searchParams.get(PREVIEW_PARAM);
  if (requested !== null) {
    address.searchParams.delete(PREVIEW_PARAM);
    history.replaceState(history.state, '', address.href);
  }
  const value = requested ?? readStoredPreview(storage);
  if (value === null) return null;

  const refuse = (reason: string) => {
    endPreview(storage);
    warn(`[lettra] prévisualisation ignorée : ${reason}`);
    return null;
  };
  const parsed = parsePreview(value);
  if (!parsed.ok) return refuse(parsed.reason);
  let origins: string[];
  try {
    origins = await fetchOrigins();
  } catch (error) {
    return refuse(`origines autorisées illisibles (${String(error)})`);
  }
  if (!fromAllowedOrigin(parsed.preview, origins)) return refuse(`origine non autorisée « ${new URL(parsed.preview.manifestUrl).origin} »`);
  storePreview(storage, value);
  return parsed.preview;
}

/** startPreview on this page, with the api's list of origins. */
export const startPreviewHere = (storage: Storage | null) =>
  startPreview({
    location: window.location,
    history: window.history,
    storage,
    fetchOrigins: () => fetchPreviewOrigins(),
    warn: (...data) => console.warn(...data),
  });
