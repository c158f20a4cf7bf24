import { lazy, Suspense, useSyncExternalStore } from 'react';
import type { ToasterProps } from 'sonner';
import { toastLibrary } from '../lib/toast.ts';
import { fr } from '../strings/fr.ts';

const SonnerToaster = lazy(() => toastLibrary.load().then(({ Toaster }) => ({ default: Toaster })));

/**
 * sonner's Toaster set up for Lettra: bottom right, coloured by type, a close button labelled 'Fermer'.
 * Mount once (shell). Renders nothing, and downloads nothing, until the first toast.
 */
export function Toaster({ toastOptions, ...props }: ToasterProps) {
  const requested = useSyncExternalStore(toastLibrary.subscribe, toastLibrary.requested, () => false);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster
        position="bottom-right"
        richColors
        closeButton
        containerAriaLabel="Notifications"
        toastOptions={{ closeButtonAriaLabel: fr.common.close, ...toastOptions }}
        {...props}
      />
    </Suspense>
  );
}
