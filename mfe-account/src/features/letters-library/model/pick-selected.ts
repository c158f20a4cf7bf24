import type { LetterSummary } from '../../../entities/letters/model/letter.ts';

/**
 * The letter shown in the right panel (docs/product.md §4): the chosen one while it is still in the list, otherwise the
 * first letter of the list, otherwise none. Derived on every render, so a search, a tab change or a deletion
 * that drops the chosen letter moves the selection with no extra state to keep in sync.
 */
export function pickSelected(letters: readonly LetterSummary[], chosenId: string | null): LetterSummary | null {
  return letters.find((letter) => letter.id === chosenId) ?? letters[0] ?? null;
}
