import type { ComponentProps } from 'react';
import { Slot } from 'radix-ui';
import { buttonClasses, type ButtonSize, type ButtonVariant } from '../lib/button-classes.ts';
import { Spinner } from './Spinner.tsx';

export type ButtonProps = ComponentProps<'button'> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Render the single child (e.g. a react-router `<Link>`) with the button's look instead of a `<button>`. */
  asChild?: boolean;
  /** Disables the button, marks it busy and shows a spinner before the label. */
  loading?: boolean;
};

/**
 * Lettra's button. Defaults to `type="button"` so a button inside a form never submits by accident:
 * pass `type="submit"` for the submit button.
 */
export function Button({
  variant = 'primary',
  size = 'md',
  asChild = false,
  loading = false,
  className,
  type,
  disabled,
  children,
  ...props
}: ButtonProps) {
  const classes = buttonClasses({ variant, size, className });
  if (asChild) {
    return (
      <Slot.Root className={classes} aria-disabled={disabled || undefined} {...props}>
        {children}
      </Slot.Root>
    );
  }
  return (
    <button
      type={type ?? 'button'}
      className={classes}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...props}
    >
      {loading && <Spinner />}
      {children}
    </button>
  );
}
