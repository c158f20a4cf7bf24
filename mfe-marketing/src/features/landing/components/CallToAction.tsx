import { useId } from 'react';
import { Container } from '@lettra/shared-ui';
import { ForwardLink } from '../../../components/ForwardLink.tsx';
import { frenchSpacing } from '../../../lib/french-spacing.ts';
import { useTrialTarget } from '../../../lib/useTrialTarget.ts';
import { callToAction } from '../content/landing.ts';

/** Closing call to action of the landing page; leads where the hero's trial button does. */
export function CallToAction() {
  const headingId = useId();
  const trialTarget = useTrialTarget();
  return (
    <section aria-labelledby={headingId} className="mk:py-16 mk:sm:py-20">
      <Container size="md">
        <div className="mk:rounded-dialog mk:bg-brand-700 mk:px-6 mk:py-12 mk:text-center mk:shadow-elevated mk:sm:px-12">
          <h2 id={headingId} className="mk:text-2xl mk:font-bold mk:tracking-tight mk:text-balance mk:text-white mk:sm:text-3xl">
            {frenchSpacing(callToAction.title)}
          </h2>
          <p className="mk:mx-auto mk:mt-3 mk:max-w-xl mk:text-brand-50">{callToAction.text}</p>
          <ForwardLink to={trialTarget} size="lg" variant="outline" className="mk:mt-8">
            {callToAction.button}
          </ForwardLink>
        </div>
      </Container>
    </section>
  );
}
