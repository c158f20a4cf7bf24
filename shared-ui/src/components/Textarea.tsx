import type { ComponentProps } from 'react';
import { cn } from '../lib/cn.ts';
import { controlClasses } from '../lib/control-classes.ts';

export type TextareaProps = ComponentProps<'textarea'>;

/** Multi-line text control. Give it a label: wrap it in `<Field>`. */
export function Textarea({ className, rows = 6, ...props }: TextareaProps) {
  return <textarea rows={rows} className={cn(controlClasses, 'min-h-24 py-2 leading-relaxed', className)} {...props} />;
}
