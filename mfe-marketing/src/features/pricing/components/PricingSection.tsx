import { useId } from 'react';
import { Container, Section } from '@lettra/shared-ui';
import { ForwardLink } from '../../../components/ForwardLink.tsx';
import { SectionHeader } from '../../../components/SectionHeader.tsx';
import { planText } from '../content/plans.ts';
import { PlanCards } from './PlanCards.tsx';

/** The landing page's pricing band: the same plan cards as /pricing, and a link to it. */
export function PricingSection() {
  const headingId = useId();
  return (
    <Section id="tarifs" aria-labelledby={headingId}>
      <Container>
        <SectionHeader id={headingId} title={planText.landingTitle} intro={planText.landingIntro} />
        <div className="mk:mt-10">
          <PlanCards />
        </div>
        <div className="mk:mt-4 mk:text-center">
          <ForwardLink to="/pricing" variant="ghost">
            {planText.seePricing}
          </ForwardLink>
        </div>
      </Container>
    </Section>
  );
}
