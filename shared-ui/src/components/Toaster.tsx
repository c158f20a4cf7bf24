import { lazy, Suspense, useSyncExternalStore } from 'react';
import type { ToasterProps } from 'sonner';
import { toastLibrary } from '../lib/toast.ts';
import { fr } from '../strings/fr.ts';

/**
 * sonner's rich colours put its text under WCAG's 4.5:1 on its own backgrounds (axe measured 4.25:1 for
 * a success toast; error and info compute to 4.36:1). Its colours are CSS variables of the toaster, so the theme's darker
 * shades replace them: success-800 6.8:1, danger-700 5.8:1, brand-700 7.8:1 on sonner's backgrounds.
 */
const READABLE_COLOURS: Record<`--${string}`, string> = {
  '--success-text': '#166534',
  '--error-text': '#b91c1c',
  '--info-text': '#3f37c0',
};

const SonnerToaster = lazy(() => toastLibrary.load().then(({ Toaster }) => ({ default: Toaster })));

/**
 * sonner's Toaster set up for Lettra: bottom right, coloured by type, a close button labelled 'Fermer'.
 * Mount once (shell). Renders nothing, and downloads nothing, until the first toast.
 */
export function Toaster({ toastOptions, style, ...props }: ToasterProps) {
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
        style={{ ...READABLE_COLOURS, ...style }}
        {...props}
      />
    </Suspense>
  );
}
