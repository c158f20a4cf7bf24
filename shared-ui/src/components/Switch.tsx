import { useId, type ComponentProps, type ReactNode } from 'react';
import { Switch as RadixSwitch } from 'radix-ui';
import { cn } from '../lib/cn.ts';

export type SwitchProps = ComponentProps<typeof RadixSwitch.Root> & {
  label: ReactNode;
  /** Extra line under the label, linked with aria-describedby. */
  description?: ReactNode;
};

/** A labelled on/off switch (role=switch), label on the left, toggle on the right. */
export function Switch({ label, description, id, className, ...props }: SwitchProps) {
  const generatedId = useId();
  const switchId = id ?? generatedId;
  const descriptionId = description ? `${switchId}-description` : undefined;
  return (
    <div className={cn('flex items-center justify-between gap-4', className)}>
      <div className="flex flex-col gap-0.5">
        <label htmlFor={switchId} className="cursor-pointer text-sm font-medium text-ink-800">
          {label}
        </label>
        {description && (
          <p id={descriptionId} className="text-sm text-ink-600">
            {description}
          </p>
        )}
      </div>
      <RadixSwitch.Root
        id={switchId}
        aria-describedby={descriptionId}
        className={cn(
          'inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full border-2 border-transparent bg-ink-300 transition-colors',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
          'data-[state=checked]:bg-brand-600 disabled:cursor-not-allowed disabled:opacity-50',
        )}
        {...props}
      >
        <RadixSwitch.Thumb className="pointer-events-none block size-5 rounded-full bg-white shadow-soft transition-transform data-[state=checked]:translate-x-5 data-[state=unchecked]:translate-x-0" />
      </RadixSwitch.Root>
    </div>
  );
}
