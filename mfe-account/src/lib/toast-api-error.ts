import { ApiError, toastError } from '@lettra/shared-ui';

/**
 * Destructive toast for a failed request: the api's French message as is (with its title when it sends one,
 * e.g. 'Fonctionnalité premium'), otherwise the screen's own fallback wording from docs/product.md §8.
 */
export function toastApiError(error: unknown, fallback: { title: string; description: string }) {
  if (error instanceof ApiError) toastError(error.title ?? fallback.title, error.message);
  else toastError(fallback.title, fallback.description);
}
