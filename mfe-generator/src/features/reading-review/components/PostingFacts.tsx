import { useId } from 'react';
import type { ReadingReview } from '@lettra/letter-engine';
import { reviewTexts } from '../content/review-texts.ts';
import { correctionError } from '../model/correction-error.ts';
import { ReadField } from './ReadField.tsx';

type FactName = 'company' | 'position' | 'place' | 'contract';

interface PostingFactsProps {
  review: ReadingReview;
  corrected: Record<FactName, string | null>;
  onCorrect(name: FactName, value: string): void;
}

const READ: Record<FactName, (review: ReadingReview) => string | null> = {
  company: (review) => review.company,
  position: (review) => review.position,
  place: (review) => review.location,
  contract: (review) => review.contract,
};

const FACTS: readonly FactName[] = ['company', 'position', 'place', 'contract'];

/** 'Entreprise', 'Poste', 'Lieu', 'Contrat' as read from the posting, each a field the user can correct. */
export function PostingFacts({ review, corrected, onCorrect }: PostingFactsProps) {
  const hintId = useId();
  return (
    <fieldset className="gn:flex gn:min-w-0 gn:flex-col gn:gap-3" aria-describedby={hintId}>
      <legend className="gn:text-base gn:font-semibold gn:text-ink-900">{reviewTexts.factsLegend}</legend>
      <p id={hintId} className="gn:text-sm gn:text-ink-600">
        {reviewTexts.factsHint}
      </p>
      <div className="gn:grid gn:grid-cols-1 gn:gap-4 gn:sm:grid-cols-2">
        {FACTS.map((name) => (
          <ReadField
            key={name}
            label={reviewTexts[name]}
            read={READ[name](review)}
            corrected={corrected[name]}
            placeholder={reviewTexts.notFound}
            notFoundHint={reviewTexts.notFoundHint}
            error={name === 'company' || name === 'position' ? correctionError(name, corrected[name]) : null}
            onChange={(value) => onCorrect(name, value)}
          />
        ))}
      </div>
    </fieldset>
  );
}
