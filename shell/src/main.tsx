import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { configureRemotes, fetchRemoteMap } from '@lettra/shared-ui';
import { App } from './app/App.tsx';
import './styles.css';

const root = createRoot(document.getElementById('root')!);

// The remote list is read at run time: a remote's new version never needs a shell rebuild.
// An unreadable list still renders the shell; each remote region then shows its fallback.
fetchRemoteMap()
  .then(configureRemotes)
  .catch((error: unknown) => console.error('[lettra] /remotes.json illisible', error))
  .finally(() =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
