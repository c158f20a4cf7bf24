import { toast } from 'sonner';

// sonner is a federation singleton (docs/architecture.md), so a toast raised in any remote shows in the shell's <Toaster>.
export { toast };

/** The spec's 'destructive toast' (§5, §8): red, title plus optional description. */
export function toastError(title: string, description?: string) {
  return toast.error(title, description === undefined ? undefined : { description });
}

/** A success toast, e.g. toastSuccess(fr.toasts.copied.title, fr.toasts.copied.description). */
export function toastSuccess(title: string, description?: string) {
  return toast.success(title, description === undefined ? undefined : { description });
}
