import type { ComponentProps } from 'react';
import { cn } from '../lib/cn.ts';

export type BadgeVariant = 'neutral' | 'brand' | 'premium' | 'success' | 'danger' | 'outline';

const variants: Record<BadgeVariant, string> = {
  neutral: 'bg-ink-100 text-ink-700',
  brand: 'bg-brand-50 text-brand-700 ring-1 ring-inset ring-brand-200',
  premium: 'bg-accent-100 text-accent-900 ring-1 ring-inset ring-accent-300',
  success: 'bg-success-50 text-success-800 ring-1 ring-inset ring-success-200',
  danger: 'bg-danger-50 text-danger-800 ring-1 ring-inset ring-danger-200',
  outline: 'text-ink-700 ring-1 ring-inset ring-ink-200',
};

export type BadgeProps = ComponentProps<'span'> & { variant?: BadgeVariant };

export function Badge({ variant = 'neutral', className, ...props }: BadgeProps) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-medium [&_svg]:size-3.5',
        variants[variant],
        className,
      )}
      {...props}
    />
  );
}
