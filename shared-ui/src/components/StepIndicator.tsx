import { Check } from 'lucide-react';
import { cn } from '../lib/cn.ts';
import { fr } from '../strings/all-strings.ts';

export type StepIndicatorProps = {
  /** Visible step labels, in order (the generator's: 'CV', "Offre d'emploi", 'Options'). */
  steps: readonly string[];
  /** Index of the current step, from 0. */
  current: number;
  /** Accessible name of the list. */
  label?: string;
  className?: string;
};

/** Ordered list of steps; the current one carries aria-current="step", finished ones show a check. */
export function StepIndicator({ steps, current, label = fr.common.steps, className }: StepIndicatorProps) {
  return (
    <ol aria-label={label} className={cn('flex w-full items-center gap-2 sm:gap-3', className)}>
      {steps.map((step, index) => {
        const state = index < current ? 'done' : index === current ? 'current' : 'upcoming';
        return (
          <li
            key={step}
            aria-current={state === 'current' ? 'step' : undefined}
            className="flex min-w-0 flex-1 items-center gap-2 sm:gap-3"
          >
            <span
              aria-hidden="true"
              className={cn(
                'flex size-8 shrink-0 items-center justify-center rounded-full text-sm font-semibold transition-colors',
                state === 'done' && 'bg-brand-600 text-white',
                state === 'current' && 'bg-brand-600 text-white ring-4 ring-brand-100',
                state === 'upcoming' && 'border border-ink-300 bg-white text-ink-500',
              )}
            >
              {state === 'done' ? <Check className="size-4" strokeWidth={3} /> : index + 1}
            </span>
            <span
              className={cn(
                'min-w-0 text-xs leading-tight break-words sm:text-sm',
                state === 'upcoming' ? 'text-ink-600' : 'font-medium text-ink-900',
              )}
            >
              {step}
              {state === 'done' && <span className="sr-only"> ({fr.common.stepDone})</span>}
            </span>
            {index < steps.length - 1 && (
              <span
                aria-hidden="true"
                className={cn('hidden h-px flex-1 sm:block', index < current ? 'bg-brand-600' : 'bg-ink-200')}
              />
            )}
          </li>
        );
      })}
    </ol>
  );
}
