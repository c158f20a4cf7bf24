import { useId } from 'react';
import type { ReviewedRequirement } from '@lettra/letter-engine';
import { Checkbox } from '@lettra/shared-ui/checkbox';
import { Field, Select } from '@lettra/shared-ui/form-fields';
import { reviewTexts } from '../content/review-texts.ts';

interface RequirementItemProps {
  requirement: ReviewedRequirement;
  /** False when the user unticked it: the letter does not argue it. */
  argued: boolean;
  /** The CV line the user chose to argue it with; null: the strongest one found. */
  chosen: string | null;
  onArguedChange(argued: boolean): void;
  onChoose(fact: string): void;
}

/**
 * One requirement of the posting: a box to keep it argued or not, and the CV line found for it
 * ('Pas dans votre CV' when none), or a choice among several. The box's description names the CV
 * line, so a screen reader hears both together.
 */
export function RequirementItem({ requirement, argued, chosen, onArguedChange, onChoose }: RequirementItemProps) {
  const evidenceId = useId();
  const [first] = requirement.facts;
  const fact = chosen !== null && requirement.facts.includes(chosen) ? chosen : (first ?? null);
  return (
    <li className="gn:flex gn:flex-col gn:gap-2 gn:border-t gn:border-ink-100 gn:pt-3 gn:first:border-t-0 gn:first:pt-0">
      <Checkbox label={requirement.text} checked={argued} aria-describedby={evidenceId} onCheckedChange={(state) => onArguedChange(state === true)} />
      <div className="gn:pl-8 gn:text-sm">
        {fact === null ? (
          <p id={evidenceId} className="gn:text-ink-600">
            {reviewTexts.notInResume}
          </p>
        ) : (
          <p id={evidenceId} className="gn:text-ink-700">
            <span className="gn:font-medium">{reviewTexts.inResume}</span> {fact}
          </p>
        )}
        {requirement.facts.length > 1 && argued && (
          <Field label={reviewTexts.chooseFact} className="gn:mt-2">
            <Select value={fact ?? ''} onChange={(event) => onChoose(event.target.value)}>
              {requirement.facts.map((option) => (
                <option key={option} value={option}>
                  {option}
                </option>
              ))}
            </Select>
          </Field>
        )}
      </div>
    </li>
  );
}
