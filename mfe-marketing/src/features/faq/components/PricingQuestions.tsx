import { useId } from 'react';
import { faqText, pricingFaqEntries } from '../content/faq.ts';
import { FaqAccordion } from './FaqAccordion.tsx';

/** The three pricing questions of /pricing (docs/product.md §2), taken from the /faq content. */
export function PricingQuestions() {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mk:mx-auto mk:max-w-3xl">
      <h2 id={headingId} className="mk:mb-6 mk:text-center mk:text-2xl mk:font-bold mk:tracking-tight mk:text-ink-900">
        {faqText.pricingTitle}
      </h2>
      <FaqAccordion entries={pricingFaqEntries} />
    </section>
  );
}
