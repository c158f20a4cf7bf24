/** docs/product.md §3: line breaks separate paragraphs; blank lines are spacing, not paragraphs. */
export function letterParagraphs(content: string): string[] {
  return content.split(/\r?\n/).filter((line) => line.trim() !== '');
}
