/**
 * The letter's paragraphs as the result view shows them (docs/product.md §3): one per non-empty
 * line, blank lines being spacing. `index` counts those lines; `at` is the line's place in `lines`.
 */
export function letterLines(letter: string): { lines: string[]; paragraphs: { text: string; at: number }[] } {
  const lines = letter.replace(/\r\n?/g, '\n').split('\n');
  const paragraphs = lines.flatMap((text, at) => (text.trim() === '' ? [] : [{ text, at }]));
  return { lines, paragraphs };
}
