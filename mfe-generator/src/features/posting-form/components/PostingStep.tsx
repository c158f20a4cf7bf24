import { LIMITS } from '@lettra/letter-engine';
import { formTexts } from '../content/form-texts.ts';
import { CountedTextarea } from './CountedTextarea.tsx';

interface PostingStepProps {
  value: string;
  error: string | null;
  onChange(value: string): void;
}

/** Step 2 (docs/product.md §2): the job posting. */
export function PostingStep({ value, error, onChange }: PostingStepProps) {
  return (
    <CountedTextarea
      label={formTexts.postingLabel}
      hint={formTexts.postingHint}
      error={error}
      name="jobPosting"
      value={value}
      max={LIMITS.postingMaxChars}
      onChange={onChange}
    />
  );
}
