import { useId } from 'react';
import { Link } from '@lettra/shared-ui/router';
import { Check } from 'lucide-react';
import { Button, Container } from '@lettra/shared-ui';
import { ForwardLink } from '../../../components/ForwardLink.tsx';
import { frenchSpacing } from '../../../lib/french-spacing.ts';
import { useTrialTarget } from '../../../lib/useTrialTarget.ts';
import { hero } from '../content/landing.ts';

/** Top of the landing page: the page's h1 and its two calls to action (docs/product.md §2). */
export function Hero() {
  const headingId = useId();
  const trialTarget = useTrialTarget();
  return (
    <section
      aria-labelledby={headingId}
      className="mk:bg-linear-to-b mk:from-brand-50 mk:to-white mk:py-16 mk:sm:py-24"
    >
      <Container size="md" className="mk:text-center">
        <p className="mk:text-sm mk:font-semibold mk:text-brand-700">{hero.eyebrow}</p>
        <h1
          id={headingId}
          className="mk:mt-3 mk:text-3xl mk:font-bold mk:tracking-tight mk:text-balance mk:text-ink-900 mk:sm:text-5xl"
        >
          {hero.title}
        </h1>
        <p className="mk:mx-auto mk:mt-5 mk:max-w-2xl mk:text-base mk:text-pretty mk:text-ink-700 mk:sm:text-lg">
          {frenchSpacing(hero.lead)}
        </p>
        <div className="mk:mt-8 mk:flex mk:flex-col mk:items-stretch mk:gap-3 mk:sm:flex-row mk:sm:justify-center">
          <ForwardLink to={trialTarget} size="lg">
            {hero.tryFree}
          </ForwardLink>
          <Button asChild size="lg" variant="outline">
            <Link to="/examples">{hero.seeExamples}</Link>
          </Button>
        </div>
        <ul className="mk:mt-6 mk:flex mk:flex-wrap mk:justify-center mk:gap-x-6 mk:gap-y-2 mk:text-sm mk:text-ink-600">
          {hero.reassurance.map((item) => (
            <li key={item} className="mk:inline-flex mk:items-center mk:gap-1.5">
              <Check aria-hidden="true" className="mk:size-4 mk:text-success-700" />
              {item}
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
