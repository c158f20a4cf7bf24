import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { configureRemotes, fetchRemoteMap, toastError, type RemoteMap } from '@lettra/shared-ui';
import { App } from './app/App.tsx';
import { readPrerenderedPage } from './prerender/prerendered-page.ts';
import { readRoutes, type RouteRead } from './routes/read-routes.ts';
import { readVisitorAtLoad } from './session/visitor-at-load.ts';
import { takeOver } from './start/take-over.ts';
import { previewWanted, tabStorage, withPreview } from './preview/preview-session.ts';
import type { PreviewStart } from './preview/start-preview.ts';
import './styles.css';

// A public page arrives drawn by the server; React's first render replaces it, so it is read first,
// and the focus, the text typed and a click kept by the starter are carried over (start/take-over.ts).
takeOver(document.getElementById('root')!);
const prerendered = readPrerenderedPage(document, window.location.pathname);
const visitorAtLoad = readVisitorAtLoad(document);
const root = createRoot(document.getElementById('root')!);

/**
 * A remote previewed in this tab (docs/federation.md 'Previewing a remote in the real shell'): checked by
 * the api and confirmed by the visitor before anything loads. Its code comes only when a preview is asked for.
 */
async function readPreview(): Promise<PreviewStart> {
  const storage = tabStorage();
  if (!previewWanted(window.location.search, storage)) return { kind: 'none' };
  try {
    const { startPreviewHere } = await import('./preview/start-preview-here.ts');
    return await startPreviewHere(storage);
  } catch (error) {
    console.warn('[lettra] prévisualisation ignorée', error);
    return { kind: 'none' };
  }
}

// The remote list and each remote's routes are read at run time: a remote's new version or new page
// never needs a shell rebuild. An unreadable list still renders the shell; every path then shows the
// remotes' fallback.
async function start() {
  const remoteMap = fetchRemoteMap();
  // Read even when unused, so that a failure is handled here and not reported as unhandled.
  remoteMap.catch(() => undefined);
  const started = await readPreview();
  // Another load of the page is under way: nothing of this one may register or run a remote.
  if (started.kind === 'reloading') return;
  const preview = started.kind === 'preview' ? started.preview : null;
  let routes: { map: RemoteMap; reads: RouteRead[] | null } = { map: {}, reads: null };
  try {
    const map = withPreview(await remoteMap, preview);
    configureRemotes(map, started.kind === 'preview' ? { manifests: { [started.preview.manifestUrl]: started.manifestText } } : {});
    // Every remote's routes at once; one that does not answer leaves its paths to the fallback (App.tsx).
    routes = { map, reads: await readRoutes(map, window.location.href) };
  } catch (error) {
    console.error('[lettra] /remotes.json illisible', error);
  }
  root.render(
    <StrictMode>
      <App routes={routes} prerendered={prerendered} preview={preview} visitorAtLoad={visitorAtLoad} />
    </StrictMode>,
  );
  if (started.kind === 'refused') toastError(started.message);
}

void start();
