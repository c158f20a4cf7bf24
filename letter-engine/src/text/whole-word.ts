/**
 * Where `word` stands whole in `text` (no letter or digit touching it on either side), at the first such place, or -1:
 * 'euss' inside another word, or 'visa' inside 'revisado', is not found there. Both are expected folded alike.
 */
export function wholeWordAt(text: string, word: string): number {
  for (let at = text.indexOf(word); at >= 0; at = text.indexOf(word, at + 1)) {
    if (!/[\p{L}\d]/u.test(text.charAt(at - 1)) && !/[\p{L}\d]/u.test(text.charAt(at + word.length))) return at;
  }
  return -1;
}

export function containsWord(text: string, word: string): boolean {
  return wholeWordAt(text, word) >= 0;
}
