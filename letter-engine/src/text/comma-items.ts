/**
 * A line cut at its commas outside brackets, each item trimmed: 'Soins (pansements, bilans), transmissions' →
 * ['Soins (pansements, bilans)', 'transmissions']. Null when its brackets do not close.
 */
export function commaItems(text: string): string[] | null {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let at = 0; at < text.length; at += 1) {
    const char = text.charAt(at);
    if (char === '(') depth += 1;
    else if (char === ')') {
      depth -= 1;
      if (depth < 0) return null;
    } else if (char === ',' && depth === 0) {
      parts.push(text.slice(start, at).trim());
      start = at + 1;
    }
  }
  if (depth !== 0) return null;
  parts.push(text.slice(start).trim());
  return parts;
}
