import type { ComponentProps } from 'react';
import { cn } from '../lib/cn.ts';
import { controlClasses } from '../lib/control-classes.ts';

export type InputProps = ComponentProps<'input'>;

/** Text input. Give it a label: wrap it in `<Field>`. */
export function Input({ className, type = 'text', ...props }: InputProps) {
  return <input type={type} className={cn(controlClasses, 'h-10', className)} {...props} />;
}
