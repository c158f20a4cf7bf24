import type { ComponentProps } from 'react';
import { ChevronDown } from 'lucide-react';
import { cn } from '../lib/cn.ts';
import { controlClasses } from '../lib/control-classes.ts';

export type SelectProps = ComponentProps<'select'>;

/**
 * Native `<select>` with the look of Input (tone, language…): native keeps mobile pickers and works in forms
 * without JS. Give it a label: wrap it in `<Field>`; pass `<option>`s as children.
 */
export function Select({ className, children, ...props }: SelectProps) {
  return (
    <div className="relative">
      <select className={cn(controlClasses, 'h-10 cursor-pointer appearance-none pr-10', className)} {...props}>
        {children}
      </select>
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute right-3 top-1/2 size-4 -translate-y-1/2 text-ink-500"
      />
    </div>
  );
}
