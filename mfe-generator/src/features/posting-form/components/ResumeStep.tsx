import type { ReactNode } from 'react';
import { LIMITS } from '@lettra/letter-engine';
import { formTexts } from '../content/form-texts.ts';
import { CountedTextarea } from './CountedTextarea.tsx';

interface ResumeStepProps {
  value: string;
  error: string | null;
  onChange(value: string): void;
  /** The CV import control, composed by the app layer. */
  importControl?: ReactNode;
  /** The consent to keep the CV, composed by the app layer. */
  saveControl?: ReactNode;
  /** What was read of the CV (the candidate's name), composed by the app layer. */
  reading?: ReactNode;
}

/** Step 1 (docs/product.md §2): the CV, pasted or imported from a file. */
export function ResumeStep({ value, error, onChange, importControl, saveControl, reading }: ResumeStepProps) {
  return (
    <div className="gn:flex gn:flex-col gn:gap-4">
      <CountedTextarea
        label={formTexts.resumeLabel}
        hint={formTexts.resumeHint}
        error={error}
        name="resume"
        value={value}
        max={LIMITS.resumeMaxChars}
        onChange={onChange}
        spellCheck={false}
      />
      {importControl}
      {reading}
      {saveControl}
    </div>
  );
}
