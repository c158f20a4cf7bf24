import { type Language, LANGUAGES, type Tone } from '@lettra/letter-engine';
import { usePremium } from '@lettra/shared-ui';
import { generatorTexts } from '../../../content/generator-texts.ts';
import { Field, Select, Textarea } from '@lettra/shared-ui/form-fields';
import { formTexts } from '../content/form-texts.ts';
import { LanguageHint } from './LanguageHint.tsx';
import { ToneChoice } from './ToneChoice.tsx';

interface OptionsStepProps {
  emphasis: string;
  tone: Tone;
  language: Language;
  /** The posting's language when it can be told; a different one from the letter's is proposed. */
  postingLanguage: Language | null;
  error: string | null;
  onChange(patch: { emphasis?: string; tone?: Tone; language?: Language }): void;
}

function isLanguage(value: string): value is Language {
  return (LANGUAGES as readonly string[]).includes(value);
}

/**
 * Step 3 (docs/product.md §2): optional points to emphasise, the tone and the letter's language, with the
 * posting's language proposed when it differs.
 */
export function OptionsStep({ emphasis, tone, language, postingLanguage, error, onChange }: OptionsStepProps) {
  const { isPremium } = usePremium();
  return (
    <div className="gn:flex gn:flex-col gn:gap-5">
      <Field label={formTexts.emphasisLabel} hint={formTexts.emphasisHint} error={error}>
        <Textarea
          name="emphasis"
          rows={4}
          value={emphasis}
          onChange={(event) => onChange({ emphasis: event.target.value })}
        />
      </Field>
      <ToneChoice value={tone} premium={isPremium} onChange={(next) => onChange({ tone: next })} />
      <Field label={formTexts.languageLabel} className="gn:sm:max-w-xs">
        <Select
          name="language"
          value={language}
          onChange={(event) => {
            if (isLanguage(event.target.value)) onChange({ language: event.target.value });
          }}
        >
          {LANGUAGES.map((option) => (
            <option key={option} value={option}>
              {generatorTexts.languages[option]}
            </option>
          ))}
        </Select>
      </Field>
      {postingLanguage !== null && postingLanguage !== language && (
        <LanguageHint postingLanguage={postingLanguage} onAccept={() => onChange({ language: postingLanguage })} />
      )}
    </div>
  );
}
