import { useId } from 'react';
import { LIMITS } from '@lettra/letter-engine';
import { Field, Textarea } from '@lettra/shared-ui';
import { formTexts } from '../content/form-texts.ts';
import { CharacterCount } from './CharacterCount.tsx';

interface PostingStepProps {
  value: string;
  error: string | null;
  onChange(value: string): void;
}

/** Step 2 (docs/product.md §2): the job posting. */
export function PostingStep({ value, error, onChange }: PostingStepProps) {
  const countId = useId();
  return (
    <div className="gn:flex gn:flex-col gn:gap-1">
      <Field label={formTexts.postingLabel} hint={formTexts.postingHint} error={error} required>
        <Textarea
          name="jobPosting"
          rows={12}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          autoComplete="off"
          aria-describedby={countId}
        />
      </Field>
      <CharacterCount id={countId} length={value.length} max={LIMITS.postingMaxChars} />
    </div>
  );
}
