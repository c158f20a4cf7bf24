import { useId } from 'react';
import { type Tone, TONES } from '@lettra/letter-engine';
import { fr } from '@lettra/shared-ui';
import { formTexts } from '../content/form-texts.ts';

interface ToneChoiceProps {
  value: Tone;
  onChange(tone: Tone): void;
}

/** The three tones of spec §3 as a native radio group: arrow keys move the choice. */
export function ToneChoice({ value, onChange }: ToneChoiceProps) {
  const name = useId();
  return (
    <fieldset className="gn:flex gn:flex-col gn:gap-2">
      <legend className="gn:mb-1.5 gn:text-sm gn:font-medium gn:text-ink-800">{formTexts.toneLegend}</legend>
      <div className="gn:grid gn:grid-cols-1 gn:gap-2 gn:sm:grid-cols-3">
        {TONES.map((tone) => (
          <label
            key={tone}
            className="gn:flex gn:cursor-pointer gn:items-center gn:gap-2.5 gn:rounded-control gn:border gn:border-ink-200 gn:bg-white gn:px-3 gn:py-2.5 gn:text-sm gn:text-ink-800 gn:transition-colors gn:hover:border-ink-300 gn:has-checked:border-brand-600 gn:has-checked:bg-brand-50 gn:has-checked:text-brand-800 gn:has-focus-visible:outline-2 gn:has-focus-visible:outline-offset-2 gn:has-focus-visible:outline-brand-600"
          >
            <input
              type="radio"
              name={name}
              value={tone}
              checked={value === tone}
              onChange={() => onChange(tone)}
              className="gn:size-4 gn:accent-brand-600 gn:focus-visible:outline-none"
            />
            {fr.generator.tones[tone]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
