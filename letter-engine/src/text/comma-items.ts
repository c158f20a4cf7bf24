/**
 * A text cut at the characters `isSeparator` accepts, outside brackets ('Excel (TCD, RECHERCHEV), SAP' → two
 * parts), with whether its brackets close. Parts are not trimmed.
 */
export function splitOutsideBrackets(text: string, isSeparator: (text: string, at: number) => boolean): { parts: string[]; balanced: boolean } {
  const parts: string[] = [];
  let depth = 0;
  let balanced = true;
  let start = 0;
  for (let at = 0; at < text.length; at += 1) {
    const char = text.charAt(at);
    if (char === '(') depth += 1;
    else if (char === ')') {
      if (depth === 0) balanced = false;
      depth = Math.max(0, depth - 1);
    } else if (depth === 0 && isSeparator(text, at)) {
      parts.push(text.slice(start, at));
      start = at + 1;
    }
  }
  parts.push(text.slice(start));
  return { parts, balanced: balanced && depth === 0 };
}

/**
 * A line cut at its commas outside brackets, each item trimmed: 'Soins (pansements, bilans), transmissions' →
 * ['Soins (pansements, bilans)', 'transmissions']. Null when its brackets do not close.
 */
export function commaItems(text: string): string[] | null {
  const { parts, balanced } = splitOutsideBrackets(text, (line, at) => line.charAt(at) === ',');
  return balanced ? parts.map((part) => part.trim()) : null;
}
