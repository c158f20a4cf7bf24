import { myLettersTexts } from '../../../content/my-letters-texts.ts';
import type { LetterTab } from '../../../entities/letters/model/letter.ts';

/**
 * The empty state of the list (docs/product.md §2). A search that finds nothing says so whatever the tab; without a
 * search each tab has its own text.
 */
export function emptyListMessage(tab: LetterTab, query: string): string {
  if (query.trim()) return myLettersTexts.empty.all;
  return myLettersTexts.empty[tab];
}
