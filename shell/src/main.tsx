import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { configureRemotes, fetchRemoteMap } from '@lettra/shared-ui';
import { App } from './app/App.tsx';
import { readPrerenderedPage } from './prerender/prerendered-page.ts';
import { previewWanted, tabStorage, withPreview, type Preview } from './preview/preview-session.ts';
import './styles.css';

// A public page arrives drawn by the server; React's first render replaces it, so it is read first.
const prerendered = readPrerenderedPage(document, window.location.pathname);
const root = createRoot(document.getElementById('root')!);

/** A remote previewed in this tab (docs/federation.md 'Previewing a remote in the real shell'); its code comes only then. */
async function readPreview(): Promise<Preview | null> {
  const storage = tabStorage();
  if (!previewWanted(window.location.search, storage)) return null;
  try {
    const { startPreviewHere } = await import('./preview/start-preview.ts');
    return await startPreviewHere(storage);
  } catch (error) {
    console.warn('[lettra] prévisualisation ignorée', error);
    return null;
  }
}

// The remote list is read at run time: a remote's new version never needs a shell rebuild.
// An unreadable list still renders the shell; each remote region then shows its fallback.
async function start() {
  const preview = readPreview();
  try {
    const map = await fetchRemoteMap();
    configureRemotes(withPreview(map, await preview));
  } catch (error) {
    console.error('[lettra] /remotes.json illisible', error);
  }
  root.render(
    <StrictMode>
      <App prerendered={prerendered} preview={await preview} />
    </StrictMode>,
  );
}

void start();
