import { useId } from 'react';
import { useController, type Control } from 'react-hook-form';
import { Field, Textarea } from '@lettra/shared-ui/form-fields';
import type { CheckedFields, GeneratorFields } from '../model/generator-form.ts';
import { CharacterCount } from './CharacterCount.tsx';

interface CountedTextareaProps {
  label: string;
  hint: string;
  name: 'resume' | 'jobPosting';
  control: Control<GeneratorFields, unknown, CheckedFields>;
  /** The field changed: its error goes, and the draft keeps the text. */
  onEdited(name: 'resume' | 'jobPosting'): void;
  max: number;
  spellCheck?: boolean;
}

/** A pasted text (the CV, the posting) with its label, hint, error and a count against its limit below it. */
export function CountedTextarea({ label, hint, name, control, onEdited, max, spellCheck }: CountedTextareaProps) {
  const countId = useId();
  const {
    field: { ref, value, onChange, onBlur },
    fieldState: { error },
  } = useController({ control, name });
  return (
    <div className="gn:flex gn:flex-col gn:gap-1">
      <Field label={label} hint={hint} error={error?.message} required>
        <Textarea
          ref={ref}
          name={name}
          rows={12}
          value={value}
          onChange={(event) => {
            onChange(event.target.value);
            onEdited(name);
          }}
          onBlur={onBlur}
          autoComplete="off"
          spellCheck={spellCheck}
          aria-describedby={countId}
        />
      </Field>
      <CharacterCount id={countId} length={value.length} max={max} />
    </div>
  );
}
