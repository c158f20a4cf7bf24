import { Link } from '@lettra/shared-ui/router';
import { Lock } from 'lucide-react';
import { Button } from '@lettra/shared-ui';
import { fr } from '@lettra/shared-ui/strings';

/** Under a locked preview (docs/product.md §6, docs/decisions.md): the rest of the letter is kept by the api until Premium. */
export function LockedLetterUpsell() {
  return (
    <div className="ac:flex ac:flex-col ac:items-center ac:gap-3 ac:rounded-card ac:border ac:border-accent-300 ac:bg-accent-50 ac:p-6 ac:text-center">
      <Lock aria-hidden="true" className="ac:size-6 ac:text-accent-800" />
      <p className="ac:text-sm ac:text-ink-800">
        Vous voyez un aperçu de cette lettre. Avec Premium, lisez-la en entier, copiez-la, téléchargez-la et
        modifiez-la.
      </p>
      <Button asChild variant="premium">
        <Link to="/checkout">{fr.preview.unlock}</Link>
      </Button>
    </div>
  );
}
