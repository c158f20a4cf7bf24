/** The day every evaluation letter is dated, so two runs write the same letters. */
export const EVAL_TODAY = new Date('2026-11-22T10:00:00Z');

/** A seed per case (FNV-1a of its id), so every run writes the same letters and a failure can be replayed. */
export function caseSeed(id: string): number {
  let hash = 0x811c9dc5;
  for (const char of id) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193) >>> 0;
  return hash;
}
