import { useId } from 'react';
import { Container } from '@lettra/shared-ui';
import { SectionHeader } from '../components/SectionHeader.tsx';
import { ContactSupport } from '../features/faq/components/ContactSupport.tsx';
import { FaqGroups } from '../features/faq/components/FaqGroups.tsx';
import { faqText } from '../features/faq/content/faq.ts';
import '../styles.css';

/** /faq: four groups of questions, one answer open at a time, and the contact-support box. */
export default function FaqPage() {
  const headingId = useId();
  return (
    <Container size="sm" className="mk:flex mk:flex-col mk:gap-12 mk:py-12 mk:sm:py-16">
      <SectionHeader as="h1" id={headingId} title={faqText.pageTitle} intro={faqText.pageIntro} />
      <FaqGroups />
      <ContactSupport />
    </Container>
  );
}
