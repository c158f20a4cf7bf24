import { useId } from 'react';
import { Container } from '@lettra/shared-ui';
import { SectionHeader } from '../components/SectionHeader.tsx';
import { ExampleList } from '../features/examples/components/ExampleList.tsx';
import { examplesText, letterExamples } from '../features/examples/content/examples.ts';
import '../styles.css';

/** /examples: eight before/after cards, each opening the full example in a dialog. */
export default function ExamplesPage() {
  const headingId = useId();
  return (
    <Container className="mk:py-12 mk:sm:py-16">
      <SectionHeader as="h1" id={headingId} title={examplesText.pageTitle} intro={examplesText.pageIntro} />
      <div className="mk:mt-12">
        <ExampleList examples={letterExamples} headingLevel="h2" />
      </div>
    </Container>
  );
}
