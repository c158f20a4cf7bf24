import { useId, type ReactNode } from 'react';
import { LIMITS } from '@lettra/letter-engine';
import { Field, Textarea } from '@lettra/shared-ui';
import { formTexts } from '../content/form-texts.ts';
import { CharacterCount } from './CharacterCount.tsx';

interface ResumeStepProps {
  value: string;
  error: string | null;
  onChange(value: string): void;
  /** The CV import control, composed by the app layer. */
  importControl?: ReactNode;
}

/** Step 1 (docs/product.md §2): the CV, pasted or imported from a file. */
export function ResumeStep({ value, error, onChange, importControl }: ResumeStepProps) {
  const countId = useId();
  return (
    <div className="gn:flex gn:flex-col gn:gap-4">
      <Field label={formTexts.resumeLabel} hint={formTexts.resumeHint} error={error} required>
        <Textarea
          name="resume"
          rows={12}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          autoComplete="off"
          spellCheck={false}
          aria-describedby={countId}
        />
      </Field>
      <CharacterCount id={countId} length={value.length} max={LIMITS.resumeMaxChars} />
      {importControl}
    </div>
  );
}
