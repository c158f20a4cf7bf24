import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError, type ToastAction } from '@lettra/shared-ui';
import { toastApiError } from './toast-api-error.ts';

interface Failure<T extends FieldValues> {
  /** The screen's wording when the failure carries no message of its own (docs/product.md §8). */
  fallback: { title: string; description: string };
  /** The form's action: its next outcome replaces this toast. */
  action: ToastAction;
  /** Where the api's words for a field it refused go ('Adresse e-mail invalide.'): under that field. */
  setError?: UseFormSetError<T>;
  /** The form's fields the api may name. */
  fields?: ReadonlyArray<Path<T>>;
}

/**
 * The one way a form shows a refused submission: the api's French message in a destructive toast, and
 * each field the api names marked with its own words (the first one focused), so the user sees what
 * to change where they change it.
 */
export function showSubmissionFailure<T extends FieldValues>(error: unknown, { fallback, action, setError, fields = [] }: Failure<T>) {
  toastApiError(error, fallback, action);
  if (!setError || !(error instanceof ApiError) || !error.fields) return;
  const refused = fields.filter((field) => error.fields?.[field] !== undefined);
  refused.forEach((field, index) => setError(field, { message: error.fields?.[field] }, { shouldFocus: index === 0 }));
}
