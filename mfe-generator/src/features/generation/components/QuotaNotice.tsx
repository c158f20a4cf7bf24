import { Link } from '@lettra/shared-ui/router';
import { Crown } from 'lucide-react';
import { Button } from '@lettra/shared-ui';
import { fr } from '@lettra/shared-ui/strings';
import { generationTexts } from '../content/generation-texts.ts';

/** Shown on the form when the api refused a generation because the free monthly quota is used up. */
export function QuotaNotice({ message }: { message: string }) {
  return (
    <div className="gn:flex gn:flex-col gn:gap-3 gn:rounded-card gn:border gn:border-accent-300 gn:bg-accent-50 gn:p-4 gn:sm:flex-row gn:sm:items-center gn:sm:justify-between">
      <div className="gn:flex gn:items-start gn:gap-3">
        <Crown aria-hidden="true" className="gn:mt-0.5 gn:size-5 gn:shrink-0 gn:text-accent-700" />
        <div>
          <p className="gn:text-sm gn:font-semibold gn:text-accent-950">{generationTexts.quotaTitle}</p>
          <p className="gn:text-sm gn:text-accent-950">{message}</p>
        </div>
      </div>
      <Button asChild variant="premium" className="gn:self-start gn:sm:self-center">
        <Link to="/checkout">{fr.checkout.pay}</Link>
      </Button>
    </div>
  );
}
