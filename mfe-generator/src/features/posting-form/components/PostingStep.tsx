import type { ReactNode } from 'react';
import { LIMITS } from '@lettra/letter-engine';
import { formTexts } from '../content/form-texts.ts';
import { CountedTextarea } from './CountedTextarea.tsx';

interface PostingStepProps {
  value: string;
  error: string | null;
  onChange(value: string): void;
  /** The posting's link import ('Importer depuis un lien'), composed by the app layer (docs/decisions.md). */
  importControl?: ReactNode;
  /** What was read of the posting, to correct, composed by the app layer (docs/decisions.md). */
  reading?: ReactNode;
}

/** Step 2 (docs/product.md §2): the job posting, and under it what was read of it. */
export function PostingStep({ value, error, onChange, importControl, reading }: PostingStepProps) {
  return (
    <div className="gn:flex gn:flex-col gn:gap-6">
      <CountedTextarea
        label={formTexts.postingLabel}
        hint={formTexts.postingHint}
        error={error}
        name="jobPosting"
        value={value}
        max={LIMITS.postingMaxChars}
        onChange={onChange}
      />
      {importControl}
      {reading}
    </div>
  );
}
