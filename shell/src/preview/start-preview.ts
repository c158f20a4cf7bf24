// Loaded only when a preview is asked for or under way (preview-session.ts), so an ordinary page load
// neither downloads this nor asks the api anything (docs/security.md 'Previewing a remote').
import type { PreviewGrantAnswer } from '@lettra/contracts';
import { REMOTE_NAMES, type RemoteName } from '@lettra/federation-config/remotes';
import { ApiError } from '@lettra/shared-ui';
import { pinnedManifestText } from './pinned-manifest.ts';
import { endPreview, PREVIEW_PARAM, readStoredPreview, storePreview, type Preview } from './preview-session.ts';

/** How a page load starts with respect to a preview. */
export type PreviewStart =
  | { kind: 'none' }
  /** The page is being loaded again (with the tab's link, or without it after 'Annuler'): render nothing. */
  | { kind: 'reloading' }
  /** Run `preview`, with the manifest's text as checked against the link's hash. */
  | { kind: 'preview'; preview: Preview; manifestText: string }
  /** No preview, and why, in French: the live remotes load and the visitor is told. */
  | { kind: 'refused'; message: string };

export interface PreviewEnvironment {
  location: Pick<Location, 'href'>;
  history: Pick<History, 'state' | 'replaceState'>;
  storage: Storage | null;
  /** POST /api/remotes/preview: what the link allows, or an error carrying the api's French refusal. */
  verify: (token: string) => Promise<PreviewGrantAnswer>;
  /** The interstitial: true once the visitor chose 'Continuer avec la version de test'. */
  confirm: (grant: PreviewGrantAnswer) => Promise<boolean>;
  fetchManifest: (url: string) => Promise<ArrayBuffer>;
  /** A full load of `url`, replacing this one in the history. */
  navigate: (url: string) => void;
  warn: (...data: unknown[]) => void;
}

export const PREVIEW_MESSAGES = {
  unchecked: 'Le lien de prévisualisation n’a pas pu être vérifié : la version en service est chargée.',
  changed: (remote: string) =>
    `La version de test de ${remote} ne correspond plus au lien (son manifeste a changé) : la version en service est chargée.`,
  unreachable: (remote: string) => `La version de test de ${remote} est injoignable : la version en service est chargée.`,
};

const isRemoteName = (name: string): name is RemoteName => (REMOTE_NAMES as string[]).includes(name);

/**
 * What this page load does about a preview. The api checks the link before anything else happens; a
 * link new to this tab waits for the visitor's confirmation; the previewed manifest runs only if its
 * bytes hash as the link says. The page's CSP names the build's origin only when the document itself was
 * requested with a valid link, so a tab whose address lost the link (a reload after moving to another
 * page) loads the page again with it; the link then leaves the address, so a page shared from the tab
 * does not spread it.
 */
export async function startPreview(env: PreviewEnvironment): Promise<PreviewStart> {
  const { location, history, storage } = env;
  const address = new URL(location.href);
  const requested = address.searchParams.get(PREVIEW_PARAM);
  const stored = readStoredPreview(storage);

  if (requested === null) {
    if (stored === null) return { kind: 'none' };
    address.searchParams.set(PREVIEW_PARAM, stored);
    env.navigate(address.href);
    return { kind: 'reloading' };
  }
  address.searchParams.delete(PREVIEW_PARAM);
  history.replaceState(history.state, '', address.href);

  const refuse = (message: string, detail?: unknown): PreviewStart => {
    endPreview(storage);
    env.warn(`[lettra] prévisualisation refusée : ${message}`, ...(detail === undefined ? [] : [detail]));
    return { kind: 'refused', message };
  };

  let grant: PreviewGrantAnswer;
  try {
    grant = await env.verify(requested);
  } catch (error) {
    return refuse(frenchMessageOf(error) ?? PREVIEW_MESSAGES.unchecked, error);
  }
  if (!isRemoteName(grant.remote)) return refuse(PREVIEW_MESSAGES.unchecked, grant.remote);

  // A link this tab's visitor already accepted (the page loaded again) is not asked about twice.
  if (requested !== stored) {
    if (!(await env.confirm(grant))) {
      endPreview(storage);
      // This document's CSP names the build's origin: the page is loaded again without it.
      env.navigate(address.href);
      return { kind: 'reloading' };
    }
    storePreview(storage, requested);
  }

  let bytes: ArrayBuffer;
  try {
    bytes = await env.fetchManifest(grant.manifestUrl);
  } catch (error) {
    return refuse(PREVIEW_MESSAGES.unreachable(grant.remote), error);
  }
  const manifestText = await pinnedManifestText(bytes, grant.sha256);
  if (manifestText === null) return refuse(PREVIEW_MESSAGES.changed(grant.remote));
  return { kind: 'preview', preview: { remote: grant.remote, manifestUrl: grant.manifestUrl }, manifestText };
}

// The api's refusals are French already (ApiError's message); a network failure or a 5xx gets the generic one.
function frenchMessageOf(error: unknown): string | null {
  return error instanceof ApiError && error.status >= 400 && error.status < 500 ? error.message : null;
}
