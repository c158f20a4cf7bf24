import type { ExternalToast } from 'sonner';

type Sonner = typeof import('sonner');

// sonner is downloaded with the first toast, not with every page: most visits show none, and the
// landing page's first load is kept light (docs/federation.md §4). Every app raises toasts through
// shared-ui, the shell's singleton, so they all reach the one <Toaster> the shell mounts.
let sonner: Promise<Sonner> | undefined;
const onFirstToast = new Set<() => void>();

function loadSonner(): Promise<Sonner> {
  if (!sonner) {
    sonner = import('sonner');
    for (const listener of onFirstToast) listener();
  }
  return sonner;
}

/** For <Toaster>: sonner's code, once a toast has asked for it. */
export const toastLibrary = {
  load: loadSonner,
  requested: () => sonner !== undefined,
  subscribe(listener: () => void) {
    onFirstToast.add(listener);
    return () => onFirstToast.delete(listener);
  },
};

/** Shows a toast once sonner is there; sonner replays it to a <Toaster> that mounts later. */
async function show(raise: (library: Sonner) => unknown): Promise<void> {
  raise(await loadSonner());
}

export const toast = Object.assign((title: string, data?: ExternalToast) => show(({ toast }) => toast(title, data)), {
  success: (title: string, data?: ExternalToast) => show(({ toast }) => toast.success(title, data)),
  error: (title: string, data?: ExternalToast) => show(({ toast }) => toast.error(title, data)),
  /** Dismisses one toast, or all of them; nothing to do (and nothing downloaded) before the first. */
  dismiss: async (id?: string | number) => {
    if (sonner) (await sonner).toast.dismiss(id);
  },
});

/**
 * What a toast reports on: the toasts of one action (a sign-up, one letter's status) share this id,
 * so its last outcome replaces the one before ('Inscription réussie' never stays beside 'Erreur
 * d'inscription'): sonner updates a toast whose id it already shows.
 */
export interface ToastAction {
  action?: string;
}

/**
 * The spec's 'destructive toast' (§5, §8): red, title plus optional description. The same error
 * raised again (a button pressed twice, a retry that fails the same way) replaces the one shown
 * instead of piling up, as does any outcome of the same `action`.
 */
export function toastError(title: string, description?: string, { action }: ToastAction = {}) {
  return toast.error(title, { id: action ?? `error:${title}:${description ?? ''}`, ...(description === undefined ? {} : { description }) });
}

/** A success toast, e.g. toastSuccess(fr.toasts.loginSuccess.title, fr.toasts.loginSuccess.description). */
export function toastSuccess(title: string, description?: string, { action }: ToastAction = {}) {
  return toast.success(title, { ...(action === undefined ? {} : { id: action }), ...(description === undefined ? {} : { description }) });
}
