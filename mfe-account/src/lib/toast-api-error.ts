import { ApiError, toastError, type ToastAction } from '@lettra/shared-ui';

/**
 * Destructive toast for a failed request: the api's French message as is (with its title when it sends one,
 * e.g. 'Fonctionnalité premium'), otherwise the screen's own fallback wording from docs/product.md §8.
 * `action` names what failed, so its next outcome replaces this toast.
 */
export function toastApiError(error: unknown, fallback: { title: string; description: string }, action: ToastAction = {}) {
  if (error instanceof ApiError) toastError(error.title ?? fallback.title, error.message, action);
  else toastError(fallback.title, fallback.description, action);
}
