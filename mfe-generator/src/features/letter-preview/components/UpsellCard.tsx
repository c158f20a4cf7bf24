import { useId } from 'react';
import { Link } from '@lettra/shared-ui/router';
import { Crown } from 'lucide-react';
import { Button } from '@lettra/shared-ui';
import { fr } from '@lettra/shared-ui/strings';
import { previewTexts } from '../content/preview-texts.ts';

/** docs/product.md §2: non-premium users see an upsell under the preview, to /checkout when signed in, else /signup. */
export function UpsellCard({ target }: { target: '/checkout' | '/signup' }) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="gn:flex gn:flex-col gn:gap-3 gn:rounded-card gn:border gn:border-accent-300 gn:bg-linear-to-br gn:from-accent-50 gn:to-white gn:p-6 gn:shadow-card"
    >
      <h3 id={headingId} className="gn:flex gn:items-center gn:gap-2 gn:text-lg gn:font-semibold gn:text-ink-900">
        <Crown aria-hidden="true" className="gn:size-5 gn:text-accent-700" />
        {previewTexts.upsellTitle}
      </h3>
      <p className="gn:text-sm gn:text-ink-700">{previewTexts.upsellText}</p>
      <Button asChild variant="premium" className="gn:self-start">
        <Link to={target}>{fr.dashboard.unlockPremium}</Link>
      </Button>
    </section>
  );
}
