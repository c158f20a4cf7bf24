import { useId } from 'react';
import { Link } from '@lettra/shared-ui/router';
import { Building } from 'lucide-react';
import { Button } from '@lettra/shared-ui';
import { frenchSpacing } from '../../../lib/french-spacing.ts';
import { planText } from '../content/plans.ts';

/** The enterprise quote box of /pricing; its button leads to /checkout (docs/product.md §2). */
export function EnterpriseQuote() {
  const headingId = useId();
  const { title, text, button } = planText.enterprise;
  return (
    <section
      aria-labelledby={headingId}
      className="mk:mx-auto mk:flex mk:max-w-4xl mk:flex-col mk:gap-4 mk:rounded-card mk:border mk:border-ink-200 mk:bg-white mk:p-6 mk:shadow-card mk:sm:flex-row mk:sm:items-center mk:sm:p-8"
    >
      <span
        aria-hidden="true"
        className="mk:flex mk:size-12 mk:shrink-0 mk:items-center mk:justify-center mk:rounded-full mk:bg-brand-50 mk:text-brand-700"
      >
        <Building className="mk:size-6" />
      </span>
      <div className="mk:flex-1">
        <h2 id={headingId} className="mk:text-lg mk:font-semibold mk:text-ink-900">
          {frenchSpacing(title)}
        </h2>
        <p className="mk:mt-1 mk:text-ink-600">{frenchSpacing(text)}</p>
      </div>
      <Button asChild variant="outline">
        <Link to="/checkout">{button}</Link>
      </Button>
    </section>
  );
}
