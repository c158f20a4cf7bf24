import { useMemo } from 'react';
import { findMissingEssentials } from '@lettra/letter-engine';
import { MissingEssentials } from '../features/letter-checks/components/MissingEssentials.tsx';
import { usePostingDraft } from '../features/posting-form/model/posting-draft-store.ts';

/** Before generating: what the CV and the posting typed so far lack for a good letter. */
export function DraftEssentials() {
  const resume = usePostingDraft((draft) => draft.resume);
  const jobPosting = usePostingDraft((draft) => draft.jobPosting);
  const { company, position, candidateName } = usePostingDraft((draft) => draft.corrections);
  // What the user typed on steps 1 and 2 is found: no notice asks for a company they gave.
  const notices = useMemo(
    () =>
      resume.trim() === '' || jobPosting.trim() === ''
        ? []
        : findMissingEssentials(jobPosting, resume, { company: company ?? undefined, position: position ?? undefined, candidateName: candidateName ?? undefined }),
    [resume, jobPosting, company, position, candidateName],
  );
  return <MissingEssentials notices={notices} />;
}
