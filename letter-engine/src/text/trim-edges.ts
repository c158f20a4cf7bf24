/**
 * Removes every leading and trailing character of a set, by index, never by regex: a pattern such as
 * `[.!?]+$` restarts at every character of a long run and turns quadratic on pasted punctuation.
 */
export function trimEdges(text: string, leading: string, trailing: string = leading): string {
  let start = 0;
  let end = text.length;
  while (start < end && leading.includes(text.charAt(start))) start += 1;
  while (end > start && trailing.includes(text.charAt(end - 1))) end -= 1;
  return text.slice(start, end);
}

/** Spaces a pasted text may carry: tab, space, no-break space, narrow no-break space. */
export const HORIZONTAL_SPACES = ' \t\u00A0\u202F';
