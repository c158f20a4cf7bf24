import type { ComponentProps } from 'react';
import { Label as RadixLabel } from 'radix-ui';
import { cn } from '../lib/cn.ts';

export type LabelProps = ComponentProps<typeof RadixLabel.Root>;

export function Label({ className, ...props }: LabelProps) {
  return <RadixLabel.Root className={cn('text-sm font-medium text-ink-800', className)} {...props} />;
}
