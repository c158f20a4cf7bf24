import { useEffect, useState } from 'react';
import { APPLICATIONS_IN_PROGRESS } from '@lettra/contracts';
import { listLetters } from '../../../entities/letters/api/list-letters.ts';
import type { LetterSummary } from '../../../entities/letters/model/letter.ts';

/** How many the dashboard shows: the latest moves; the rest are in my letters. */
const SHOWN = 5;

export type ApplicationsInProgress = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; letters: LetterSummary[] };

/** The letters sent and waiting for an answer, the latest change of status first. */
export function useApplicationsInProgress(): ApplicationsInProgress {
  const [state, setState] = useState<ApplicationsInProgress>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    listLetters({ query: '', tab: 'all' }, controller.signal).then(
      ({ letters }) => {
        const inProgress = letters
          .filter((letter) => APPLICATIONS_IN_PROGRESS.includes(letter.applicationStatus))
          .sort((a, b) => (b.statusChangedAt ?? b.createdAt).localeCompare(a.statusChangedAt ?? a.createdAt));
        setState({ status: 'ready', letters: inProgress.slice(0, SHOWN) });
      },
      () => {
        if (!controller.signal.aborted) setState({ status: 'failed' });
      },
    );
    return () => controller.abort();
  }, []);
  return state;
}
