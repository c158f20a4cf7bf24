import { cloneElement, isValidElement, type ComponentProps, type ReactNode } from 'react';
import { buttonClasses, type ButtonSize, type ButtonVariant } from '../lib/button-classes.ts';
import { cn } from '../lib/cn.ts';
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
  if (asChild) return withButtonProps(children, { ...props, className: classes, 'aria-disabled': disabled || undefined });
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

type Props = Record<string, unknown>;

/**
 * `asChild`: the child element with the button's props, as Radix's Slot gives them (the child's own
 * props win, classes are joined, both handlers of an event run, the child's first), without Slot and
 * compose-refs, 1.5 KiB gzipped on every first load. Every use passes a link with no ref of its own.
 */
function withButtonProps(child: ReactNode, buttonProps: Props) {
  if (!isValidElement<Props>(child)) return null;
  const merged: Props = { ...buttonProps, ...child.props };
  for (const [name, value] of Object.entries(buttonProps)) {
    const own = child.props[name];
    if (name === 'className') merged[name] = cn(value as string, own as string | undefined);
    else if (name === 'style') merged[name] = { ...(value as object), ...(own as object | undefined) };
    else if (/^on[A-Z]/.test(name) && typeof value === 'function' && typeof own === 'function') {
      merged[name] = (...args: unknown[]) => {
        own(...args);
        value(...args);
      };
    }
  }
  return cloneElement(child, merged);
}
