import { Field, Textarea } from '@lettra/shared-ui';
import { formTexts } from '../content/form-texts.ts';

interface PostingStepProps {
  value: string;
  error: string | null;
  onChange(value: string): void;
}

/** Step 2 (docs/product.md §2): the job posting. */
export function PostingStep({ value, error, onChange }: PostingStepProps) {
  return (
    <Field label={formTexts.postingLabel} hint={formTexts.postingHint} error={error} required>
      <Textarea
        name="jobPosting"
        rows={12}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        autoComplete="off"
      />
    </Field>
  );
}
