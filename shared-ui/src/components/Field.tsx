import { cloneElement, isValidElement, useId, type ReactElement, type ReactNode } from 'react';
import { CircleAlert } from 'lucide-react';
import { cn } from '../lib/cn.ts';
import { Label } from './Label.tsx';

/** What Field gives its control so the label, hint and error reach assistive technology. */
export type FieldControlProps = {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  required?: boolean;
};

export type FieldProps = {
  label: ReactNode;
  /** Help shown under the control, e.g. 'Minimum 8 caractères'. */
  hint?: ReactNode;
  /** Error shown under the control; marks the control `aria-invalid`. */
  error?: ReactNode;
  /** Id of the control; generated when absent (or taken from the child's own `id`). */
  id?: string;
  required?: boolean;
  className?: string;
  /**
   * The control: one element (Input, Textarea, a radix trigger…) that receives FieldControlProps,
   * or a function that gets them, for controls that put the id elsewhere.
   */
  children: ReactElement<Partial<FieldControlProps>> | ((control: FieldControlProps) => ReactNode);
};

export function Field({ label, hint, error, id, required, className, children }: FieldProps) {
  const generatedId = useId();
  const childProps = typeof children !== 'function' && isValidElement(children) ? children.props : undefined;
  const controlId = id ?? childProps?.id ?? generatedId;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const hasError = error !== undefined && error !== null && error !== false && error !== '';

  const describedBy =
    [childProps?.['aria-describedby'], hint ? hintId : undefined, hasError ? errorId : undefined]
      .filter(Boolean)
      .join(' ') || undefined;

  const control: FieldControlProps = {
    id: controlId,
    ...(describedBy && { 'aria-describedby': describedBy }),
    ...(hasError && { 'aria-invalid': true as const }),
    ...(required && { required: true }),
  };

  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <Label htmlFor={controlId}>{label}</Label>
      {typeof children === 'function' ? children(control) : cloneElement(children, control)}
      {hint && (
        <p id={hintId} className="text-sm text-ink-600">
          {hint}
        </p>
      )}
      {hasError && (
        <p id={errorId} className="flex items-start gap-1.5 text-sm font-medium text-danger-700">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>{error}</span>
        </p>
      )}
    </div>
  );
}
