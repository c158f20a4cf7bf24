import { use } from 'react';
import { frenchSpacing } from '../../../lib/french-spacing.ts';
import { loadLater } from '../../../lib/load-later.ts';
import type { FaqEntry } from '../content/faq.ts';

// Fetched by the first accordion drawn, not when the remote starts: a share any exposed screen imports
// statically comes with every screen of the remote, the landing page's first load included
// (docs/federation.md §2 'What a remote's start loads').
const accordion = loadLater(() => import('@lettra/shared-ui/accordion'));

type FaqAccordionProps = {
  entries: readonly FaqEntry[];
  /** Id of the open entry ('' for none); leave both props out to let the accordion keep its own state. */
  value?: string;
  onValueChange?: (value: string) => void;
};

/** Questions as an accordion: one answer open at a time, and the open one closes again on click. */
export function FaqAccordion({ entries, value, onValueChange }: FaqAccordionProps) {
  const { Accordion, AccordionContent, AccordionItem, AccordionTrigger } = accordion.loaded ?? use(accordion.load());
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
