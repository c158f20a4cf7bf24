import type { ComponentProps, ReactNode } from 'react';
import { Dialog as RadixDialog } from 'radix-ui';
import { X } from 'lucide-react';
import { cn } from '../lib/cn.ts';
import { modalPanelClasses, overlayClasses } from '../lib/overlay-classes.ts';
import { fr } from '../strings/fr.ts';

/** Holds the open state (`open`/`onOpenChange` or `defaultOpen`); wraps a DialogTrigger and a DialogContent. */
export const DialogRoot = RadixDialog.Root;
/** Use with `asChild` around a `<Button>`. Focus returns to it when the dialog closes. */
export const DialogTrigger = RadixDialog.Trigger;
/** Closes the dialog; use with `asChild` around a `<Button>` for footer actions. */
export const DialogClose = RadixDialog.Close;

const sizes = { sm: 'max-w-sm', md: 'max-w-lg', lg: 'max-w-2xl', xl: 'max-w-4xl' } as const;

export type DialogContentProps = Omit<ComponentProps<typeof RadixDialog.Content>, 'title'> & {
  /** Visible title, and the dialog's accessible name. */
  title: ReactNode;
  /** Visible text under the title, and the dialog's accessible description. */
  description?: ReactNode;
  size?: keyof typeof sizes;
};

/** Modal panel: focus trapped inside, Escape and the 'Fermer' button close it, the page behind is inert. */
export function DialogContent({ title, description, size = 'md', className, children, ...props }: DialogContentProps) {
  return (
    <RadixDialog.Portal>
      <RadixDialog.Overlay className={overlayClasses} />
      <RadixDialog.Content
        className={cn(modalPanelClasses, sizes[size], className)}
        // Without a description Radix warns unless aria-describedby is explicitly undefined.
        {...(description ? {} : { 'aria-describedby': undefined })}
        {...props}
      >
        <div className="flex flex-col gap-1.5 pr-8">
          <RadixDialog.Title className="text-xl font-semibold tracking-tight text-ink-900">{title}</RadixDialog.Title>
          {description && (
            <RadixDialog.Description className="text-sm text-ink-600">{description}</RadixDialog.Description>
          )}
        </div>
        {children}
        <RadixDialog.Close
          className="absolute right-4 top-4 inline-flex size-9 cursor-pointer items-center justify-center rounded-full text-ink-500 transition-colors hover:bg-ink-100 hover:text-ink-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          <X aria-hidden="true" className="size-5" />
          <span className="sr-only">{fr.common.close}</span>
        </RadixDialog.Close>
      </RadixDialog.Content>
    </RadixDialog.Portal>
  );
}

/** Right-aligned action row at the bottom of a DialogContent; stacks on small screens. */
export function DialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div className={cn('mt-2 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end', className)} {...props} />
  );
}
