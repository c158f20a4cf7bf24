import { useId, type ComponentProps, type ReactNode } from 'react';
import { Checkbox as RadixCheckbox } from 'radix-ui';
import { Check } from 'lucide-react';
import { cn } from '../lib/cn.ts';

export type CheckboxProps = ComponentProps<typeof RadixCheckbox.Root> & {
  /** Label shown beside the box (may hold a link, e.g. to the terms). Omit only when a `<Field>` labels it. */
  label?: ReactNode;
  hint?: ReactNode;
};

export function Checkbox({ label, hint, id, className, 'aria-describedby': describedBy, ...props }: CheckboxProps) {
  const generatedId = useId();
  const boxId = id ?? generatedId;
  const hintId = hint ? `${boxId}-hint` : undefined;
  const box = (
    <RadixCheckbox.Root
      id={boxId}
      aria-describedby={cn(describedBy, hintId) || undefined}
      className={cn(
        'peer flex size-5 shrink-0 cursor-pointer items-center justify-center rounded-md border border-ink-400 bg-white shadow-soft transition-colors',
        'hover:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
        'data-[state=checked]:border-brand-600 data-[state=checked]:bg-brand-600 data-[state=checked]:text-white',
        'disabled:cursor-not-allowed disabled:border-ink-300 disabled:bg-ink-100 aria-invalid:border-danger-600',
        className,
      )}
      {...props}
    >
      <RadixCheckbox.Indicator>
        <Check aria-hidden="true" className="size-3.5" strokeWidth={3} />
      </RadixCheckbox.Indicator>
    </RadixCheckbox.Root>
  );
  if (!label) return box;
  return (
    <div className="flex items-start gap-3">
      <div className="flex h-6 items-center">{box}</div>
      <div className="flex flex-col gap-0.5">
        <label htmlFor={boxId} className="cursor-pointer text-sm text-ink-800 peer-disabled:cursor-not-allowed">
          {label}
        </label>
        {hint && (
          <p id={hintId} className="text-sm text-ink-600">
            {hint}
          </p>
        )}
      </div>
    </div>
  );
}
