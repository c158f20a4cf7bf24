import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { configureRemotes, fetchRemoteMap } from '@lettra/shared-ui';
import { App } from './app/App.tsx';
import { readPrerenderedPage } from './prerender/prerendered-page.ts';
import './styles.css';

// A public page arrives drawn by the server; React's first render replaces it, so it is read first.
const prerendered = readPrerenderedPage(document, window.location.pathname);
const root = createRoot(document.getElementById('root')!);

// The remote list is read at run time: a remote's new version never needs a shell rebuild.
// An unreadable list still renders the shell; each remote region then shows its fallback.
fetchRemoteMap()
  .then(configureRemotes)
  .catch((error: unknown) => console.error('[lettra] /remotes.json illisible', error))
  .finally(() =>
    root.render(
      <StrictMode>
        <App prerendered={prerendered} />
      </StrictMode>,
    ),
  );
