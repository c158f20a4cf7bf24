import { cn } from './cn.ts';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'destructive' | 'premium';
export type ButtonSize = 'sm' | 'md' | 'lg' | 'icon';

const base =
  'inline-flex shrink-0 cursor-pointer select-none items-center justify-center gap-2 whitespace-nowrap rounded-control font-medium transition-colors ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ' +
  // Greyed when disabled; `aria-disabled` covers links rendered through `asChild`, which cannot be `disabled`.
  'disabled:cursor-not-allowed disabled:border-ink-200 disabled:bg-ink-100 disabled:bg-none disabled:text-ink-500 disabled:shadow-none ' +
  'aria-disabled:pointer-events-none aria-disabled:border-ink-200 aria-disabled:bg-ink-100 aria-disabled:bg-none aria-disabled:text-ink-500 aria-disabled:shadow-none ' +
  '[&_svg]:pointer-events-none [&_svg]:shrink-0';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-brand-600 text-white shadow-soft hover:bg-brand-700 active:bg-brand-800',
  secondary: 'bg-brand-50 text-brand-700 hover:bg-brand-100 active:bg-brand-200',
  outline: 'border border-ink-200 bg-white text-ink-800 shadow-soft hover:border-ink-300 hover:bg-ink-50',
  ghost: 'text-ink-700 hover:bg-ink-100 hover:text-ink-900',
  destructive:
    'bg-danger-600 text-white shadow-soft hover:bg-danger-700 active:bg-danger-800 focus-visible:outline-danger-600',
  premium:
    'bg-linear-to-r from-accent-300 to-accent-400 text-accent-950 shadow-soft hover:from-accent-200 hover:to-accent-300 focus-visible:outline-accent-600',
};

const sizes: Record<ButtonSize, string> = {
  sm: 'h-9 px-3 text-sm [&_svg]:size-4',
  md: 'h-10 px-4 text-sm [&_svg]:size-4',
  lg: 'h-12 px-6 text-base [&_svg]:size-5',
  icon: 'size-10 [&_svg]:size-5',
};

/** Button look for elements that cannot be a `<Button>` (e.g. a styled `<summary>`); prefer `<Button asChild>`. */
export function buttonClasses({
  variant = 'primary',
  size = 'md',
  className,
}: { variant?: ButtonVariant; size?: ButtonSize; className?: string } = {}): string {
  return cn(base, variants[variant], sizes[size], className);
}
