import { useId } from 'react';
import { Link } from '@lettra/shared-ui/router';
import { ArrowRight } from 'lucide-react';
import { Button, Container, Section } from '@lettra/shared-ui';
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
          <Button asChild variant="ghost">
            <Link to="/faq">
              {faqText.seeAll}
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </div>
      </Container>
    </Section>
  );
}
