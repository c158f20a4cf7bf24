import type { ComponentProps } from 'react';
import { Accordion as RadixAccordion } from 'radix-ui';
import { ChevronDown } from 'lucide-react';
import { cn } from '../lib/cn.ts';

// Accordion and its parts share one file: they only make sense together.

/** Root. For the FAQ (one item open at a time, closable): `<Accordion type="single" collapsible>`. */
export function Accordion({ className, ...props }: ComponentProps<typeof RadixAccordion.Root>) {
  return (
    <RadixAccordion.Root
      className={cn('divide-y divide-ink-200 rounded-card border border-ink-200 bg-white shadow-soft', className)}
      {...props}
    />
  );
}

export function AccordionItem({ className, ...props }: ComponentProps<typeof RadixAccordion.Item>) {
  return <RadixAccordion.Item className={cn('first:rounded-t-card last:rounded-b-card', className)} {...props} />;
}

/** The question. Renders inside an `<h3>` (Radix Accordion.Header), so it sits under the page's h2. */
export function AccordionTrigger({ className, children, ...props }: ComponentProps<typeof RadixAccordion.Trigger>) {
  return (
    <RadixAccordion.Header className="flex">
      <RadixAccordion.Trigger
        className={cn(
          'group flex flex-1 cursor-pointer items-center justify-between gap-4 rounded-card px-5 py-4 text-left text-base font-medium text-ink-900 transition-colors',
          'hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-brand-600',
          className,
        )}
        {...props}
      >
        {children}
        <ChevronDown
          aria-hidden="true"
          className="size-5 shrink-0 text-ink-500 transition-transform duration-200 group-data-[state=open]:rotate-180"
        />
      </RadixAccordion.Trigger>
    </RadixAccordion.Header>
  );
}

export function AccordionContent({ className, children, ...props }: ComponentProps<typeof RadixAccordion.Content>) {
  return (
    <RadixAccordion.Content
      className="overflow-hidden text-ink-700 motion-safe:data-[state=closed]:animate-accordion-up motion-safe:data-[state=open]:animate-accordion-down"
      {...props}
    >
      <div className={cn('px-5 pb-5 leading-relaxed', className)}>{children}</div>
    </RadixAccordion.Content>
  );
}
