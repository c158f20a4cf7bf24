import type { ComponentProps } from 'react';
import { cn } from '../lib/cn.ts';

const widths = { sm: 'max-w-3xl', md: 'max-w-5xl', lg: 'max-w-6xl', xl: 'max-w-7xl' } as const;

export type ContainerProps = ComponentProps<'div'> & { size?: keyof typeof widths };

/** Centred page column with responsive side padding. */
export function Container({ size = 'lg', className, ...props }: ContainerProps) {
  return <div className={cn('mx-auto w-full px-4 sm:px-6 lg:px-8', widths[size], className)} {...props} />;
}
