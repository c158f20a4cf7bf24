import { useId } from 'react';
import { FileText, Send, WandSparkles } from 'lucide-react';
import { Container, Section } from '@lettra/shared-ui';
import { frenchSpacing } from '../../../lib/french-spacing.ts';
import { SectionHeader } from '../../../components/SectionHeader.tsx';
import { howItWorks } from '../content/landing.ts';

// One icon per step, in the order of the content's steps.
const STEP_ICONS = [FileText, WandSparkles, Send] as const;

/** The three-step 'Comment ça fonctionne' band of the landing page (docs/product.md §2). */
export function HowItWorks() {
  const headingId = useId();
  return (
    <Section aria-labelledby={headingId}>
      <Container>
        <SectionHeader id={headingId} title={howItWorks.title} intro={howItWorks.intro} />
        <ol className="mk:mt-12 mk:grid mk:gap-6 mk:md:grid-cols-3">
          {howItWorks.steps.map((step, index) => {
            const Icon = STEP_ICONS[index] ?? FileText;
            return (
              <li key={step.title} className="mk:rounded-card mk:border mk:border-ink-200 mk:bg-white mk:p-6 mk:shadow-card">
                <div className="mk:flex mk:items-center mk:gap-3">
                  <span
                    aria-hidden="true"
                    className="mk:flex mk:size-11 mk:items-center mk:justify-center mk:rounded-full mk:bg-brand-50 mk:text-brand-700"
                  >
                    <Icon className="mk:size-5" />
                  </span>
                  <span className="mk:text-sm mk:font-semibold mk:text-brand-700">Étape {index + 1}</span>
                </div>
                <h3 className="mk:mt-4 mk:text-lg mk:font-semibold mk:text-ink-900">{step.title}</h3>
                <p className="mk:mt-2 mk:text-ink-600">{frenchSpacing(step.text)}</p>
              </li>
            );
          })}
        </ol>
      </Container>
    </Section>
  );
}
