/** The nearest-rank percentile of values sorted in ascending order (NaN when there are none). */
export function percentile(sorted: ArrayLike<number>, share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * share) - 1)] ?? Number.NaN;
}
