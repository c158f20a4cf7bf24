import type { ReactNode } from 'react';
import { Circle, CircleCheck, LoaderCircle } from 'lucide-react';
import { demoText } from '../content/demo-sample.ts';

export type StageStatus = 'done' | 'active' | 'pending';

type DemoStageProps = {
  title: string;
  status: StageStatus;
  /** What the stage produced; shown once it is done. */
  children: ReactNode;
};

const ICONS = {
  done: <CircleCheck aria-hidden="true" className="mk:size-5 mk:text-success-700" />,
  active: <LoaderCircle aria-hidden="true" className="mk:size-5 mk:text-brand-600 mk:motion-safe:animate-spin" />,
  pending: <Circle aria-hidden="true" className="mk:size-5 mk:text-ink-400" />,
} as const;

/** One stage of the simulated generation, with its status spelled out for screen readers. */
export function DemoStage({ title, status, children }: DemoStageProps) {
  return (
    <li className="mk:flex mk:gap-3">
      <span className="mk:mt-0.5 mk:shrink-0">{ICONS[status]}</span>
      <div className="mk:min-w-0 mk:flex-1">
        <h3 className={status === 'pending' ? 'mk:font-semibold mk:text-ink-500' : 'mk:font-semibold mk:text-ink-900'}>
          {title}
          <span className="mk:sr-only"> ({demoText.status[status]})</span>
        </h3>
        {status === 'done' && <div className="mk:mt-2 mk:motion-safe:animate-fade-in">{children}</div>}
      </div>
    </li>
  );
}
