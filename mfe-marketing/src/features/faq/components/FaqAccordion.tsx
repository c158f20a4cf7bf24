import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@lettra/shared-ui/accordion';
import { frenchSpacing } from '../../../lib/french-spacing.ts';
import type { FaqEntry } from '../content/faq.ts';

type FaqAccordionProps = {
  entries: readonly FaqEntry[];
  /** Id of the open entry ('' for none); leave both props out to let the accordion keep its own state. */
  value?: string;
  onValueChange?: (value: string) => void;
};

/** Questions as an accordion: one answer open at a time, and the open one closes again on click. */
export function FaqAccordion({ entries, value, onValueChange }: FaqAccordionProps) {
  return (
    <Accordion type="single" collapsible value={value} onValueChange={onValueChange}>
      {entries.map((entry) => (
        <AccordionItem key={entry.id} value={entry.id}>
          <AccordionTrigger>{frenchSpacing(entry.question)}</AccordionTrigger>
          <AccordionContent>
            {entry.answer.map((paragraph) => (
              <p key={paragraph} className="mk:mt-3 mk:first:mt-0">
                {frenchSpacing(paragraph)}
              </p>
            ))}
          </AccordionContent>
        </AccordionItem>
      ))}
    </Accordion>
  );
}
