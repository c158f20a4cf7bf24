import { ReadField } from '../features/reading-review/components/ReadField.tsx';
import { reviewTexts } from '../features/reading-review/content/review-texts.ts';
import { correctionError } from '../features/reading-review/model/correction-error.ts';
import { useCandidateName } from '../features/reading-review/hooks/useReadingReview.ts';
import { usePostingDraft } from '../features/posting-form/model/posting-draft-store.ts';

/** On step 1, under the CV (docs/decisions.md): the candidate's name read from it, which signs the letter, to correct. */
export function ResumeReading() {
  const resume = usePostingDraft((draft) => draft.resume);
  const corrected = usePostingDraft((draft) => draft.corrections.candidateName);
  const correct = usePostingDraft((draft) => draft.correct);
  const name = useCandidateName(resume);
  if (resume.trim() === '') return null;
  return (
    <ReadField
      label={reviewTexts.candidateName}
      read={name}
      corrected={corrected}
      placeholder={reviewTexts.notFound}
      notFoundHint={reviewTexts.candidateNameNotFound}
      hint={reviewTexts.candidateNameHint}
      error={correctionError('candidateName', corrected)}
      autoComplete="name"
      onChange={(candidateName) => correct({ candidateName })}
    />
  );
}
