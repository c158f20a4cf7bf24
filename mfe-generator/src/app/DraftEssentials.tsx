import { useMemo } from 'react';
import { findMissingEssentials } from '@lettra/letter-engine';
import { MissingEssentials } from '../features/letter-checks/components/MissingEssentials.tsx';
import { usePostingDraft } from '../features/posting-form/model/posting-draft-store.ts';

/** Before generating: what the CV and the posting typed so far lack for a good letter. */
export function DraftEssentials() {
  const resume = usePostingDraft((draft) => draft.resume);
  const jobPosting = usePostingDraft((draft) => draft.jobPosting);
  const notices = useMemo(
    () => (resume.trim() === '' || jobPosting.trim() === '' ? [] : findMissingEssentials(jobPosting, resume)),
    [resume, jobPosting],
  );
  return <MissingEssentials notices={notices} />;
}
