import { APPLICATION_STATUSES, type ApplicationStatus } from '@lettra/contracts';
import type { LetterSummary } from '../../../entities/letters/model/letter.ts';

/** The status filter of my letters: every status, or one. */
export type StatusFilter = 'any' | ApplicationStatus;
export const STATUS_FILTERS: readonly StatusFilter[] = ['any', ...APPLICATION_STATUSES];

/** How many of `letters` each filter keeps, for the counts shown in its label. */
export function countByStatus(letters: readonly LetterSummary[]): Record<StatusFilter, number> {
  const counts = Object.fromEntries(STATUS_FILTERS.map((filter) => [filter, 0])) as Record<StatusFilter, number>;
  for (const letter of letters) counts[letter.applicationStatus] += 1;
  counts.any = letters.length;
  return counts;
}

export function withStatus<T extends LetterSummary>(letters: readonly T[], filter: StatusFilter): T[] {
  return filter === 'any' ? [...letters] : letters.filter((letter) => letter.applicationStatus === filter);
}
