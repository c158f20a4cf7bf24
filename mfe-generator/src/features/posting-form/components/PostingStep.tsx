import type { ReactNode } from 'react';
import type { Control } from 'react-hook-form';
import { LIMITS } from '@lettra/letter-engine';
import { formTexts } from '../content/form-texts.ts';
import type { CheckedFields, GeneratorFieldName, GeneratorFields } from '../model/generator-form.ts';
import { CountedTextarea } from './CountedTextarea.tsx';

interface PostingStepProps {
  control: Control<GeneratorFields, unknown, CheckedFields>;
  onEdited(name: GeneratorFieldName): void;
  /** The posting's link import ('Importer depuis un lien'), composed by the app layer (docs/decisions.md). */
  importControl?: ReactNode;
  /** What was read of the posting, to correct, composed by the app layer (docs/decisions.md). */
  reading?: ReactNode;
}

/** Step 2 (docs/product.md §2): the job posting, and under it what was read of it. */
export function PostingStep({ control, onEdited, importControl, reading }: PostingStepProps) {
  return (
    <div className="gn:flex gn:flex-col gn:gap-6">
      <CountedTextarea
        label={formTexts.postingLabel}
        hint={formTexts.postingHint}
        name="jobPosting"
        control={control}
        onEdited={onEdited}
        max={LIMITS.postingMaxChars}
      />
      {importControl}
      {reading}
    </div>
  );
}
