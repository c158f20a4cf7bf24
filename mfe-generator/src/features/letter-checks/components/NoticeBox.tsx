import { useId, type ReactNode } from 'react';
import { Info, TriangleAlert } from 'lucide-react';

interface NoticeBoxProps {
  title: string;
  /** 'warning' for what the user should fix before sending, 'info' for what they should know. */
  tone: 'warning' | 'info';
  children: ReactNode;
}

/** A titled box the reader finds by its heading (a region), for the notices around a letter. */
export function NoticeBox({ title, tone, children }: NoticeBoxProps) {
  const headingId = useId();
  const Icon = tone === 'warning' ? TriangleAlert : Info;
  const colors =
    tone === 'warning'
      ? 'gn:border-accent-300 gn:bg-accent-50 gn:text-accent-950'
      : 'gn:border-brand-200 gn:bg-brand-50 gn:text-ink-900';
  return (
    <section aria-labelledby={headingId} className={`gn:rounded-card gn:border gn:p-4 ${colors}`}>
      <h3 id={headingId} className="gn:flex gn:items-start gn:gap-2 gn:text-sm gn:font-semibold">
        <Icon aria-hidden="true" className="gn:mt-0.5 gn:size-4 gn:shrink-0" />
        {title}
      </h3>
      <div className="gn:mt-2 gn:pl-6 gn:text-sm">{children}</div>
    </section>
  );
}
