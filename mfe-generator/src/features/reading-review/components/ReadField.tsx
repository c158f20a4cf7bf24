import { Field, Input } from '@lettra/shared-ui/form-fields';

interface ReadFieldProps {
  label: string;
  /** What was read; null when nothing was. */
  read: string | null;
  /** What the user typed instead; null until they edit it. */
  corrected: string | null;
  placeholder: string;
  /** Said under the field when nothing was read and nothing typed. */
  notFoundHint: string;
  hint?: string;
  /** Why the api would refuse what was typed; shown under the field, which is marked invalid. */
  error?: string | null;
  autoComplete?: string;
  onChange(value: string): void;
}

/**
 * One value read from the CV or the posting, in a labelled field the user can correct: pre-filled with
 * the reading, 'Non trouvé' as placeholder and a hint tied to the field when nothing was read.
 */
export function ReadField({ label, read, corrected, placeholder, notFoundHint, hint, error, autoComplete = 'off', onChange }: ReadFieldProps) {
  const value = corrected ?? read ?? '';
  return (
    <Field label={label} hint={value === '' && read === null ? notFoundHint : hint} error={error}>
      <Input value={value} placeholder={placeholder} autoComplete={autoComplete} onChange={(event) => onChange(event.target.value)} />
    </Field>
  );
}
