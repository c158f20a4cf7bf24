import { Checkbox } from '@lettra/shared-ui/checkbox';
import { savedResumeTexts } from '../content/saved-resume-texts.ts';

interface SaveResumeCheckboxProps {
  checked: boolean;
  onChange(checked: boolean): void;
}

/** The consent to keep the CV for the next letters: unticked unless the user already kept one. */
export function SaveResumeCheckbox({ checked, onChange }: SaveResumeCheckboxProps) {
  return (
    <Checkbox
      label={savedResumeTexts.consentLabel}
      hint={savedResumeTexts.consentHint}
      checked={checked}
      onCheckedChange={(state) => onChange(state === true)}
    />
  );
}
