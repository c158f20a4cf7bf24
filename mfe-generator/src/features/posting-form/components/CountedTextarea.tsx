import { useId } from 'react';
import { Field, Textarea } from '@lettra/shared-ui/form-fields';
import { CharacterCount } from './CharacterCount.tsx';

interface CountedTextareaProps {
  label: string;
  hint: string;
  error: string | null;
  name: string;
  value: string;
  max: number;
  onChange(value: string): void;
  spellCheck?: boolean;
}

/** A pasted text (the CV, the posting) with its label, hint, error and a count against its limit below it. */
export function CountedTextarea({ label, hint, error, name, value, max, onChange, spellCheck }: CountedTextareaProps) {
  const countId = useId();
  return (
    <div className="gn:flex gn:flex-col gn:gap-1">
      <Field label={label} hint={hint} error={error} required>
        <Textarea
          name={name}
          rows={12}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          autoComplete="off"
          spellCheck={spellCheck}
          aria-describedby={countId}
        />
      </Field>
      <CharacterCount id={countId} length={value.length} max={max} />
    </div>
  );
}
