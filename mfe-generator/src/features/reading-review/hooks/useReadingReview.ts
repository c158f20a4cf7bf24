import { useDeferredValue, useMemo } from 'react';
import { analyzeResume, reviewReading, type ReadingReview } from '@lettra/letter-engine';

/**
 * What was read of the posting and the CV, as the user types: read from deferred texts, so that a
 * keystroke is drawn before the texts are read again. Null until a posting is there.
 */
export function useReadingReview(posting: string, resume: string): ReadingReview | null {
  const postingRead = useDeferredValue(posting);
  const resumeRead = useDeferredValue(resume);
  return useMemo(() => (postingRead.trim() === '' ? null : reviewReading(postingRead, resumeRead)), [postingRead, resumeRead]);
}

/** The candidate's name read from the CV as the user types it (deferred likewise); null when none is read. */
export function useCandidateName(resume: string): string | null {
  const resumeRead = useDeferredValue(resume);
  return useMemo(() => (resumeRead.trim() === '' ? null : analyzeResume(resumeRead).name), [resumeRead]);
}
