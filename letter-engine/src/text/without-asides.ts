/**
 * The text without its bracketed asides and the spaces before them ('Ponctuel (Lycée Brel)' →
 * 'Ponctuel'): each '(' up to the next ')'. A scan, not /\s*\([^)]*\)/g, which backtracks
 * quadratically on a long run of '(' (pasted text is untrusted).
 */
export function withoutAsides(text: string): string {
  let result = '';
  let at = 0;
  for (;;) {
    const open = text.indexOf('(', at);
    const close = open === -1 ? -1 : text.indexOf(')', open);
    if (close === -1) return result + text.slice(at);
    result += text.slice(at, open).trimEnd();
    at = close + 1;
  }
}
