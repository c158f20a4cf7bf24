import { PostingFacts } from '../features/reading-review/components/PostingFacts.tsx';
import { RequirementList } from '../features/reading-review/components/RequirementList.tsx';
import { useReadingReview } from '../features/reading-review/hooks/useReadingReview.ts';
import { usePostingDraft } from '../features/posting-form/model/posting-draft-store.ts';

/**
 * Under the posting on step 2, as soon as there is one (docs/decisions.md): what was read of it, each value a
 * field to correct, and what it asks with the CV line found for each. The corrections are kept in the
 * draft, and sent with the generation (form-problems.ts checks them with the request).
 */
export function PostingReading() {
  const jobPosting = usePostingDraft((draft) => draft.jobPosting);
  const resume = usePostingDraft((draft) => draft.resume);
  const corrections = usePostingDraft((draft) => draft.corrections);
  const correct = usePostingDraft((draft) => draft.correct);
  const review = useReadingReview(jobPosting, resume);
  if (review === null) return null;
  const { company, position, place, contract, dropped, chosen } = corrections;
  return (
    <div className="gn:flex gn:flex-col gn:gap-6 gn:rounded-card gn:border gn:border-ink-200 gn:bg-ink-50 gn:p-4">
      <PostingFacts review={review} corrected={{ company, position, place, contract }} onCorrect={(name, value) => correct({ [name]: value })} />
      <RequirementList
        requirements={review.requirements}
        dropped={dropped}
        chosen={chosen}
        onArguedChange={(requirement, argued) =>
          correct({ dropped: argued ? dropped.filter((text) => text !== requirement) : [...dropped, requirement] })
        }
        onChoose={(requirement, fact) => correct({ chosen: { ...chosen, [requirement]: fact } })}
      />
    </div>
  );
}
