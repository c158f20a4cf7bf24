import { useId } from 'react';
import { Container } from '@lettra/shared-ui';
import { SectionHeader } from '../components/SectionHeader.tsx';
import { PricingQuestions } from '../features/faq/components/PricingQuestions.tsx';
import { EnterpriseQuote } from '../features/pricing/components/EnterpriseQuote.tsx';
import { PlanCards } from '../features/pricing/components/PlanCards.tsx';
import { pricingPageText } from '../features/pricing/content/plans.ts';
import '../styles.css';

/** /pricing: the two plans, the three pricing questions and the enterprise quote (docs/product.md §2). */
export default function PricingPage() {
  const titleId = useId();
  const plansId = useId();
  return (
    <Container className="mk:flex mk:flex-col mk:gap-16 mk:py-12 mk:sm:py-16">
      <SectionHeader as="h1" id={titleId} title={pricingPageText.title} intro={pricingPageText.intro} />
      <section aria-labelledby={plansId}>
        <h2 id={plansId} className="mk:sr-only">
          {pricingPageText.plansTitle}
        </h2>
        <PlanCards />
      </section>
      <PricingQuestions />
      <EnterpriseQuote />
    </Container>
  );
}
