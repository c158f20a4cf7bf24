import { useController, type Control } from 'react-hook-form';
import { type Language, LANGUAGES } from '@lettra/letter-engine';
import { usePremium } from '@lettra/shared-ui';
import { generatorTexts } from '../../../content/generator-texts.ts';
import { Field, Select, Textarea } from '@lettra/shared-ui/form-fields';
import { formTexts } from '../content/form-texts.ts';
import type { CheckedFields, GeneratorFieldName, GeneratorFields } from '../model/generator-form.ts';
import { LanguageHint } from './LanguageHint.tsx';
import { ToneChoice } from './ToneChoice.tsx';

interface OptionsStepProps {
  control: Control<GeneratorFields, unknown, CheckedFields>;
  onEdited(name: GeneratorFieldName): void;
  /** The posting's language when it can be told; a different one from the letter's is proposed. */
  postingLanguage: Language | null;
}

function isLanguage(value: string): value is Language {
  return (LANGUAGES as readonly string[]).includes(value);
}

/**
 * Step 3 (docs/product.md §2): optional points to emphasise, the tone and the letter's language, with the
 * posting's language proposed when it differs.
 */
export function OptionsStep({ control, onEdited, postingLanguage }: OptionsStepProps) {
  const { isPremium } = usePremium();
  const {
    field: { ref: emphasisRef, value: emphasis, onChange: changeEmphasis, onBlur: leaveEmphasis },
    fieldState: { error: emphasisError },
  } = useController({ control, name: 'emphasis' });
  const {
    field: { value: tone, onChange: changeTone },
  } = useController({ control, name: 'tone' });
  const {
    field: { ref: languageRef, value: language, onChange: changeLanguage, onBlur: leaveLanguage },
  } = useController({ control, name: 'language' });
  const chooseLanguage = (next: Language) => {
    changeLanguage(next);
    onEdited('language');
  };
  return (
    <div className="gn:flex gn:flex-col gn:gap-5">
      <Field label={formTexts.emphasisLabel} hint={formTexts.emphasisHint} error={emphasisError?.message}>
        <Textarea
          ref={emphasisRef}
          name="emphasis"
          rows={4}
          value={emphasis}
          onChange={(event) => {
            changeEmphasis(event.target.value);
            onEdited('emphasis');
          }}
          onBlur={leaveEmphasis}
        />
      </Field>
      <ToneChoice
        // The draft always holds a tone; the request's type leaves it optional, 'formal' by default.
        value={tone ?? 'formal'}
        premium={isPremium}
        onChange={(next) => {
          changeTone(next);
          onEdited('tone');
        }}
      />
      <Field label={formTexts.languageLabel} className="gn:sm:max-w-xs">
        <Select
          ref={languageRef}
          name="language"
          value={language}
          onChange={(event) => {
            if (isLanguage(event.target.value)) chooseLanguage(event.target.value);
          }}
          onBlur={leaveLanguage}
        >
          {LANGUAGES.map((option) => (
            <option key={option} value={option}>
              {generatorTexts.languages[option]}
            </option>
          ))}
        </Select>
      </Field>
      {postingLanguage !== null && postingLanguage !== language && (
        <LanguageHint postingLanguage={postingLanguage} onAccept={() => chooseLanguage(postingLanguage)} />
      )}
    </div>
  );
}
