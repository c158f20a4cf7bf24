import { useId, useRef } from 'react';
import { RotateCcw } from 'lucide-react';
import { Button, Container, Section } from '@lettra/shared-ui';
import { SectionHeader } from '../../../components/SectionHeader.tsx';
import { demoStages, demoText } from '../content/demo-sample.ts';
import { useDemoTimeline } from '../hooks/useDemoTimeline.ts';
import { useInView } from '../../../lib/useInView.ts';
import { usePrefersReducedMotion } from '../hooks/usePrefersReducedMotion.ts';
import { DemoInput } from './DemoInput.tsx';
import { DemoStage, type StageStatus } from './DemoStage.tsx';
import { StageResult } from './StageResult.tsx';

// 4 stages × 1.1 s: the whole sequence stays under the five seconds of WCAG 2.2.2.
const STAGE_MS = 1100;

/** Simulated live generation of the landing page (docs/product.md §1): a front-end play-back of sample data. */
export function LiveDemo() {
  const headingId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const reducedMotion = usePrefersReducedMotion();
  const inView = useInView(panelRef, { threshold: 0.3 });
  const { stage, finished, replay } = useDemoTimeline({
    stageCount: demoStages.length,
    stageMs: STAGE_MS,
    running: inView,
    reducedMotion,
  });

  const statusOf = (index: number): StageStatus => (index < stage ? 'done' : index === stage ? 'active' : 'pending');

  return (
    <Section tone="brand" aria-labelledby={headingId}>
      <Container>
        <SectionHeader id={headingId} title={demoText.title} intro={demoText.intro} />
        <div
          ref={panelRef}
          className="mk:mt-10 mk:grid mk:gap-6 mk:rounded-dialog mk:border mk:border-brand-100 mk:bg-white/70 mk:p-4 mk:shadow-card mk:sm:p-6 mk:lg:grid-cols-5"
        >
          <div className="mk:lg:col-span-2">
            <DemoInput />
          </div>
          <div className="mk:flex mk:flex-col mk:gap-4 mk:lg:col-span-3">
            <ol aria-busy={!finished} className="mk:flex mk:flex-col mk:gap-5">
              {demoStages.map(({ id, title }, index) => (
                <DemoStage key={id} title={title} status={statusOf(index)}>
                  <StageResult stage={id} />
                </DemoStage>
              ))}
            </ol>
            {finished && !reducedMotion && (
              <Button variant="ghost" size="sm" onClick={replay} className="mk:self-start">
                <RotateCcw aria-hidden="true" />
                {demoText.replay}
              </Button>
            )}
          </div>
        </div>
      </Container>
    </Section>
  );
}
