/** A stretch of a text by its offsets, `end` excluded. */
export type Span = { start: number; end: number };

/** The index of the span holding `offset`, or -1 (binary search: the spans are in text order and do not overlap). */
export function spanIndexAt(spans: readonly Span[], offset: number): number {
  let low = 0;
  let high = spans.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const span = spans[middle] as Span;
    if (offset < span.start) high = middle - 1;
    else if (offset >= span.end) low = middle + 1;
    else return middle;
  }
  return -1;
}

/** Where a name is written in a text, case aside, in text order; nowhere for a name under two characters. */
export function occurrences(text: string, name: string | null): Span[] {
  if (name === null || name.length < 2) return [];
  const haystack = text.toLowerCase();
  const needle = name.toLowerCase();
  const found: Span[] = [];
  for (let at = haystack.indexOf(needle); at >= 0; at = haystack.indexOf(needle, at + needle.length)) found.push({ start: at, end: at + needle.length });
  return found;
}
