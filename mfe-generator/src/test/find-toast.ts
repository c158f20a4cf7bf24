import { screen, within } from '@testing-library/react';

/**
 * The toast with this title (and description, when given); `type` 'error' is the spec's destructive
 * toast. Looked up inside sonner's toasts only, since the same text may also show beside a field.
 */
export async function findToast(title: string, description?: string) {
  const [toast] = await screen.findAllByText(
    (_content, element) =>
      element instanceof HTMLElement &&
      element.matches('[data-sonner-toast]') &&
      within(element).queryByText(title) !== null &&
      (description === undefined || within(element).queryByText(description) !== null),
  );
  return { element: toast!, type: toast!.getAttribute('data-type') };
}
