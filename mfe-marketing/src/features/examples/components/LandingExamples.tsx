import { useId } from 'react';
import { Container, Section } from '@lettra/shared-ui';
import { ForwardLink } from '../../../components/ForwardLink.tsx';
import { SectionHeader } from '../../../components/SectionHeader.tsx';
import { examplesText, landingExamples } from '../content/examples.ts';
import { ExampleList } from './ExampleList.tsx';

/** The landing page's two before/after examples, with a link to the eight of /examples. */
export function LandingExamples() {
  const headingId = useId();
  return (
    <Section aria-labelledby={headingId}>
      <Container>
        <SectionHeader id={headingId} title={examplesText.landingTitle} intro={examplesText.landingIntro} />
        <div className="mk:mt-10">
          <ExampleList examples={landingExamples} headingLevel="h3" />
        </div>
        <div className="mk:mt-8 mk:text-center">
          <ForwardLink to="/examples" variant="outline">
            {examplesText.seeAll}
          </ForwardLink>
        </div>
      </Container>
    </Section>
  );
}
