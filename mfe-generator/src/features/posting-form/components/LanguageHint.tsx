import type { Language } from '@lettra/letter-engine';
import { Languages } from 'lucide-react';
import { Button } from '@lettra/shared-ui';
import { formTexts } from '../content/form-texts.ts';

interface LanguageHintProps {
  /** The posting's language, which the letter's is not. */
  postingLanguage: Language;
  onAccept(): void;
}

/** Proposes the posting's language for the letter; the user may take it with one click, or keep theirs. */
export function LanguageHint({ postingLanguage, onAccept }: LanguageHintProps) {
  const name = formTexts.languageNames[postingLanguage];
  return (
    <div className="gn:flex gn:flex-col gn:gap-3 gn:rounded-card gn:border gn:border-brand-200 gn:bg-brand-50 gn:p-4 gn:text-sm gn:text-ink-900 gn:sm:flex-row gn:sm:items-center gn:sm:justify-between">
      <p className="gn:flex gn:items-start gn:gap-2">
        <Languages aria-hidden="true" className="gn:mt-0.5 gn:size-4 gn:shrink-0" />
        {formTexts.languageHint(name)}
      </p>
      <Button variant="outline" size="sm" onClick={onAccept} className="gn:self-start gn:sm:self-auto">
        {formTexts.languageAccept(name)}
      </Button>
    </div>
  );
}
