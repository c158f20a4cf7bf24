import { useState } from 'react';
import { faqGroups } from '../content/faq.ts';
import { FaqAccordion } from './FaqAccordion.tsx';

/**
 * The four groups of /faq. One value is shared by the four accordions, so opening a question in one
 * group closes the one open in another: one answer open on the whole page (docs/product.md §2).
 */
export function FaqGroups() {
  const [openId, setOpenId] = useState('');
  return (
    <div className="mk:flex mk:flex-col mk:gap-10">
      {faqGroups.map((group) => (
        <section key={group.id} aria-labelledby={`faq-${group.id}`}>
          <h2 id={`faq-${group.id}`} className="mk:mb-4 mk:text-xl mk:font-semibold mk:text-ink-900 mk:sm:text-2xl">
            {group.title}
          </h2>
          <FaqAccordion entries={group.entries} value={openId} onValueChange={setOpenId} />
        </section>
      ))}
    </div>
  );
}
