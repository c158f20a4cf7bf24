import type { PreviewGrantAnswer } from '@lettra/contracts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { PreviewInterstitial } from './PreviewInterstitial.tsx';

/**
 * Shows the interstitial over the page as the server sent it, before the app renders and before any
 * remote is registered; resolves with the visitor's choice, and removes it.
 */
export function askToContinue(grant: PreviewGrantAnswer): Promise<boolean> {
  const host = document.body.appendChild(document.createElement('div'));
  const root = createRoot(host);
  return new Promise<boolean>((resolve) => {
    let chosen = false;
    const choose = (choice: boolean) => {
      if (chosen) return;
      chosen = true;
      resolve(choice);
      // After the click's handlers have run: a root is not unmounted from inside its own event.
      queueMicrotask(() => {
        root.unmount();
        host.remove();
      });
    };
    root.render(
      <StrictMode>
        <PreviewInterstitial
          remote={grant.remote}
          origin={new URL(grant.manifestUrl).origin}
          expiresAt={new Date(grant.expiresAt)}
          onContinue={() => choose(true)}
          onCancel={() => choose(false)}
        />
      </StrictMode>,
    );
  });
}
