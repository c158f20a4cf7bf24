import { useId } from 'react';
import { Container, Section } from '@lettra/shared-ui';
import { ForwardLink } from '../../../components/ForwardLink.tsx';
import { SectionHeader } from '../../../components/SectionHeader.tsx';
import { faqText, landingFaqEntries } from '../content/faq.ts';
import { FaqAccordion } from './FaqAccordion.tsx';

/** The landing page's four FAQ entries (docs/product.md §9), taken from the /faq content. */
export function LandingFaq() {
  const headingId = useId();
  return (
    <Section tone="muted" aria-labelledby={headingId}>
      <Container size="sm">
        <SectionHeader id={headingId} title={faqText.landingTitle} />
        <div className="mk:mt-10">
          <FaqAccordion entries={landingFaqEntries} />
        </div>
        <div className="mk:mt-6 mk:text-center">
          <ForwardLink to="/faq" variant="ghost">
            {faqText.seeAll}
          </ForwardLink>
        </div>
      </Container>
    </Section>
  );
}
