import type { ReactNode } from 'react';
import type { Control } from 'react-hook-form';
import { LIMITS } from '@lettra/letter-engine';
import { formTexts } from '../content/form-texts.ts';
import type { CheckedFields, GeneratorFieldName, GeneratorFields } from '../model/generator-form.ts';
import { CountedTextarea } from './CountedTextarea.tsx';

interface ResumeStepProps {
  control: Control<GeneratorFields, unknown, CheckedFields>;
  onEdited(name: GeneratorFieldName): void;
  /** The CV import control, composed by the app layer. */
  importControl?: ReactNode;
  /** The consent to keep the CV, composed by the app layer. */
  saveControl?: ReactNode;
  /** What was read of the CV (the candidate's name), composed by the app layer. */
  reading?: ReactNode;
}

/** Step 1 (docs/product.md §2): the CV, pasted or imported from a file. */
export function ResumeStep({ control, onEdited, importControl, saveControl, reading }: ResumeStepProps) {
  return (
    <div className="gn:flex gn:flex-col gn:gap-4">
      <CountedTextarea
        label={formTexts.resumeLabel}
        hint={formTexts.resumeHint}
        name="resume"
        control={control}
        onEdited={onEdited}
        max={LIMITS.resumeMaxChars}
        spellCheck={false}
      />
      {importControl}
      {reading}
      {saveControl}
    </div>
  );
}
