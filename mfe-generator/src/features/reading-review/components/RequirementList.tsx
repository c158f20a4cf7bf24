import { useId } from 'react';
import type { ReviewedRequirement } from '@lettra/letter-engine';
import { reviewTexts } from '../content/review-texts.ts';
import { RequirementItem } from './RequirementItem.tsx';

interface RequirementListProps {
  requirements: readonly ReviewedRequirement[];
  dropped: readonly string[];
  chosen: Readonly<Record<string, string>>;
  onArguedChange(requirement: string, argued: boolean): void;
  onChoose(requirement: string, fact: string): void;
}

const KINDS = [
  { kind: 'required', title: reviewTexts.required },
  { kind: 'nice', title: reviewTexts.nice },
] as const;

/** 'Ce que demande l'offre': the must-haves, then the nice-to-haves, each with the CV line found for it. */
export function RequirementList({ requirements, dropped, chosen, onArguedChange, onChoose }: RequirementListProps) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="gn:flex gn:min-w-0 gn:flex-col gn:gap-3">
      <h3 id={titleId} className="gn:text-base gn:font-semibold gn:text-ink-900">
        {reviewTexts.requirementsTitle}
      </h3>
      {requirements.length === 0 ? (
        <p className="gn:text-sm gn:text-ink-600">{reviewTexts.noRequirement}</p>
      ) : (
        <>
          <p className="gn:text-sm gn:text-ink-600">{reviewTexts.requirementsHint}</p>
          {KINDS.map(({ kind, title }) => {
            const ofKind = requirements.filter((requirement) => requirement.kind === kind);
            if (ofKind.length === 0) return null;
            return (
              <div key={kind} className="gn:flex gn:flex-col gn:gap-2">
                <h4 className="gn:text-sm gn:font-semibold gn:text-ink-800">{title}</h4>
                <ul aria-label={title} className="gn:flex gn:flex-col gn:gap-3">
                  {ofKind.map((requirement) => (
                    <RequirementItem
                      key={requirement.text}
                      requirement={requirement}
                      argued={!dropped.includes(requirement.text)}
                      chosen={chosen[requirement.text] ?? null}
                      onArguedChange={(argued) => onArguedChange(requirement.text, argued)}
                      onChoose={(fact) => onChoose(requirement.text, fact)}
                    />
                  ))}
                </ul>
              </div>
            );
          })}
        </>
      )}
    </section>
  );
}
