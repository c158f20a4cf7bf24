import { useId } from 'react';
import { Crown } from 'lucide-react';
import { type Tone, TONES } from '@lettra/letter-engine';
import { Badge, cn } from '@lettra/shared-ui';
import { generatorTexts } from '../../../content/generator-texts.ts';
import { formTexts } from '../content/form-texts.ts';

interface ToneChoiceProps {
  value: Tone;
  /** Effective premium (usePremium): without it, only the formal tone may be chosen. */
  premium: boolean;
  onChange(tone: Tone): void;
}

/**
 * The three tones of docs/product.md §3 as a native radio group: arrow keys move the choice. The choice of tone
 * is premium (docs/product.md §1, §6), so for other users the other tones are shown, disabled, with a Premium
 * badge and a hint; the api refuses them too.
 */
export function ToneChoice({ value, premium, onChange }: ToneChoiceProps) {
  const name = useId();
  const hintId = useId();
  return (
    <fieldset className="gn:flex gn:flex-col gn:gap-2">
      <legend className="gn:mb-1.5 gn:text-sm gn:font-medium gn:text-ink-800">{formTexts.toneLegend}</legend>
      <div className="gn:grid gn:grid-cols-1 gn:gap-2 gn:sm:grid-cols-3">
        {TONES.map((tone) => {
          const reserved = !premium && tone !== 'formal';
          return (
            <label
              key={tone}
              className={cn(
                'gn:flex gn:items-center gn:gap-2.5 gn:rounded-control gn:border gn:border-ink-200 gn:px-3 gn:py-2.5 gn:text-sm gn:transition-colors gn:has-focus-visible:outline-2 gn:has-focus-visible:outline-offset-2 gn:has-focus-visible:outline-brand-600',
                reserved
                  ? 'gn:cursor-not-allowed gn:bg-ink-50 gn:text-ink-500'
                  : 'gn:cursor-pointer gn:bg-white gn:text-ink-800 gn:hover:border-ink-300 gn:has-checked:border-brand-600 gn:has-checked:bg-brand-50 gn:has-checked:text-brand-800',
              )}
            >
              <input
                type="radio"
                name={name}
                value={tone}
                checked={value === tone}
                disabled={reserved}
                aria-describedby={reserved ? hintId : undefined}
                onChange={() => onChange(tone)}
                className="gn:size-4 gn:accent-brand-600 gn:focus-visible:outline-none"
              />
              {generatorTexts.tones[tone]}
              {/* The hint says it in words (aria-describedby); the badge is for the eye. */}
              {reserved && (
                <Badge variant="premium" aria-hidden="true" className="gn:ml-auto">
                  <Crown />
                  {formTexts.premiumBadge}
                </Badge>
              )}
            </label>
          );
        })}
      </div>
      {!premium && (
        <p id={hintId} className="gn:text-xs gn:text-ink-600">
          {formTexts.toneReserved}
        </p>
      )}
    </fieldset>
  );
}
