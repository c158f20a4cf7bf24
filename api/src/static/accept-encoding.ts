export type ContentEncoding = 'br' | 'gzip';

/** Smaller first: on equal preference, brotli wins. */
const OURS: ContentEncoding[] = ['br', 'gzip'];

/** The encoding to answer with for an Accept-Encoding header, or null for the bytes as they are. */
export function negotiateEncoding(header: string | undefined): ContentEncoding | null {
  if (!header) return null;
  const weights = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [token, ...params] = part.trim().split(';');
    if (!token) continue;
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
    weights.set(token.trim(), q === undefined ? 1 : Number(q));
  }
  let best: ContentEncoding | null = null;
  let bestWeight = 0;
  for (const encoding of OURS) {
    const weight = weights.get(encoding) ?? weights.get('*') ?? 0;
    if (weight > bestWeight) {
      best = encoding;
      bestWeight = weight;
    }
  }
  return best;
}
