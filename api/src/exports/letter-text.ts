/**
 * The letter's lines as both documents lay them out: one paragraph per line (docs/product.md §2 'content
 * split into paragraphs by line'), blank lines kept as spacing, tabs as spaces, and control
 * characters, which no font can draw, removed.
 */
export function letterLines(content: string): string[] {
  return content
    .replace(/\r\n?/g, '\n')
    .replace(/\t/g, '    ')
    // eslint-disable-next-line no-control-regex -- removing control characters is the point
    .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '')
    .split('\n')
    .map((line) => line.trimEnd());
}
