import type { ComponentProps } from 'react';
import { cn } from '../lib/cn.ts';

const tones = {
  default: 'bg-white',
  muted: 'bg-ink-50',
  brand: 'bg-brand-50',
} as const;

export type SectionProps = ComponentProps<'section'> & { tone?: keyof typeof tones };

/** Page band with generous vertical spacing; name it with `aria-labelledby` pointing at its heading. */
export function Section({ tone = 'default', className, ...props }: SectionProps) {
  return <section className={cn('py-16 sm:py-24', tones[tone], className)} {...props} />;
}
