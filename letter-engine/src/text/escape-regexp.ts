/** The text as a pattern that matches it literally, for a RegExp built from a posting's or a CV's words. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
