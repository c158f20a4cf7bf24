import { FileSearch, FileText } from 'lucide-react';
import { frenchSpacing } from '../../../lib/french-spacing.ts';
import { demoSample, demoText } from '../content/demo-sample.ts';

/** Left column of the demo: the sample CV and job offer the simulation starts from. */
export function DemoInput() {
  return (
    <div className="mk:flex mk:flex-col mk:gap-4">
      <article className="mk:rounded-card mk:border mk:border-ink-200 mk:bg-white mk:p-5">
        <h3 className="mk:flex mk:items-center mk:gap-2 mk:text-sm mk:font-semibold mk:text-brand-700">
          <FileText aria-hidden="true" className="mk:size-4" />
          {demoText.cvLabel} : {demoSample.candidate}
        </h3>
        <p className="mk:mt-2 mk:font-medium mk:text-ink-900">{demoSample.cvTitle}</p>
        <p className="mk:mt-1 mk:text-sm mk:text-ink-600">{frenchSpacing(demoSample.cvExcerpt)}</p>
      </article>
      <article className="mk:rounded-card mk:border mk:border-ink-200 mk:bg-white mk:p-5">
        <h3 className="mk:flex mk:items-center mk:gap-2 mk:text-sm mk:font-semibold mk:text-brand-700">
          <FileSearch aria-hidden="true" className="mk:size-4" />
          {demoText.offerLabel} : {demoSample.offerCompany}
        </h3>
        <p className="mk:mt-2 mk:font-medium mk:text-ink-900">{demoSample.offerTitle}</p>
        <p className="mk:mt-1 mk:text-sm mk:text-ink-600">{demoSample.offerKeywords.join(' · ')}</p>
      </article>
      <p className="mk:text-xs mk:text-ink-500">{demoText.sampleNotice}</p>
    </div>
  );
}
