import type { ComponentProps, ReactNode } from 'react';
import { DropdownMenu as RadixDropdownMenu } from 'radix-ui';
import { cn } from '../lib/cn.ts';

// DropdownMenu and its parts share one file: they only make sense together.

/** Root: holds the open state. */
export const DropdownMenu = RadixDropdownMenu.Root;
/** Use with `asChild` around a `<Button>` (e.g. 'Télécharger'); a disabled Button keeps the menu closed. */
export const DropdownMenuTrigger = RadixDropdownMenu.Trigger;

export function DropdownMenuContent({
  className,
  sideOffset = 6,
  align = 'end',
  ...props
}: ComponentProps<typeof RadixDropdownMenu.Content>) {
  return (
    <RadixDropdownMenu.Portal>
      <RadixDropdownMenu.Content
        sideOffset={sideOffset}
        align={align}
        className={cn(
          'z-50 min-w-48 overflow-hidden rounded-control border border-ink-200 bg-white p-1 text-ink-800 shadow-elevated motion-safe:animate-fade-in',
          className,
        )}
        {...props}
      />
    </RadixDropdownMenu.Portal>
  );
}

export type DropdownMenuItemProps = ComponentProps<typeof RadixDropdownMenu.Item> & {
  /** Decorative icon before the text (e.g. `<FileText />` from lucide-react). */
  icon?: ReactNode;
  destructive?: boolean;
};

/** A menu item; `onSelect` runs it, `disabled` greys it and skips it in keyboard navigation. */
export function DropdownMenuItem({ className, icon, destructive = false, children, ...props }: DropdownMenuItemProps) {
  return (
    <RadixDropdownMenu.Item
      className={cn(
        'flex cursor-pointer select-none items-center gap-2.5 rounded-lg px-3 py-2 text-sm outline-none transition-colors',
        destructive ? 'text-danger-700 data-highlighted:bg-danger-50' : 'data-highlighted:bg-brand-50 data-highlighted:text-brand-800',
        'data-disabled:pointer-events-none data-disabled:text-ink-400',
        className,
      )}
      {...props}
    >
      {icon && (
        <span aria-hidden="true" className="flex size-4 shrink-0 items-center justify-center [&_svg]:size-4">
          {icon}
        </span>
      )}
      {children}
    </RadixDropdownMenu.Item>
  );
}

export function DropdownMenuLabel({ className, ...props }: ComponentProps<typeof RadixDropdownMenu.Label>) {
  return (
    <RadixDropdownMenu.Label
      className={cn('px-3 py-1.5 text-xs font-semibold uppercase tracking-wide text-ink-500', className)}
      {...props}
    />
  );
}

export function DropdownMenuSeparator({ className, ...props }: ComponentProps<typeof RadixDropdownMenu.Separator>) {
  return <RadixDropdownMenu.Separator className={cn('-mx-1 my-1 h-px bg-ink-200', className)} {...props} />;
}
