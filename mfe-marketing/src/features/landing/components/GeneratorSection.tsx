import { useId } from 'react';
import { Container, RemoteSlot, Section } from '@lettra/shared-ui';
import { SectionHeader } from '../../../components/SectionHeader.tsx';
import { generatorSection } from '../content/landing.ts';

/**
 * The generator's place on the landing page. It belongs to mfe_generator and is loaded at run time
 * through RemoteSlot (docs/architecture.md: remotes never import each other), so a generator outage shows
 * a fallback here while the rest of the page keeps working. It is below the fold: its code (the
 * largest of the page) is downloaded when the visitor scrolls towards it, not on the first load.
 */
export function GeneratorSection() {
  const headingId = useId();
  return (
    <Section id="generateur" tone="muted" aria-labelledby={headingId} className="mk:scroll-mt-20">
      <Container size="md">
        <SectionHeader id={headingId} title={generatorSection.title} intro={generatorSection.intro} />
        <div className="mk:mt-10">
          <RemoteSlot remote="mfe_generator" module="GeneratorPanel" label={generatorSection.slotLabel} load="near" />
        </div>
      </Container>
    </Section>
  );
}
