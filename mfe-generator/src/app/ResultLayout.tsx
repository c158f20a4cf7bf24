import type { ReactNode } from 'react';
import { resultTexts } from './result-texts.ts';

/** The result's two areas: the letter, and beside it (below on mobile) the ATS match and fact check. */
export function ResultLayout({ letter, insights }: { letter: ReactNode; insights: ReactNode }) {
  return (
    <div className="gn:grid gn:grid-cols-1 gn:gap-6 gn:lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] gn:lg:items-start">
      <div className="gn:flex gn:min-w-0 gn:flex-col gn:gap-6">{letter}</div>
      <aside aria-label={resultTexts.insightsLabel} className="gn:flex gn:min-w-0 gn:flex-col gn:gap-4">
        {insights}
      </aside>
    </div>
  );
}
