import { APPLICATIONS_IN_PROGRESS } from '@lettra/contracts';
import { useLettersList } from '../../../entities/letters/hooks/useLettersList.ts';
import type { LetterSummary } from '../../../entities/letters/model/letter.ts';

/** How many the dashboard shows: the latest moves; the rest are in my letters. */
const SHOWN = 5;

export type ApplicationsInProgress = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; letters: LetterSummary[] };

const inProgress = (letters: LetterSummary[]) =>
  letters
    .filter((letter) => APPLICATIONS_IN_PROGRESS.includes(letter.applicationStatus))
    .sort((a, b) => (b.statusChangedAt ?? b.createdAt).localeCompare(a.statusChangedAt ?? a.createdAt))
    .slice(0, SHOWN);

/**
 * The letters sent and waiting for an answer, the latest change of status first: read from my letters'
 * list of every letter (one cache entry), so a status changed there shows here without a reload.
 */
export function useApplicationsInProgress(): ApplicationsInProgress {
  const list = useLettersList({ tab: 'all', query: '' }, inProgress);
  if (list.data) return { status: 'ready', letters: list.data };
  return list.isError ? { status: 'failed' } : { status: 'loading' };
}
