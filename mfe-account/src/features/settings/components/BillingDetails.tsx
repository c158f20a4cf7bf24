import type { ReactNode } from 'react';
import type { BillingDetails as Details } from '@lettra/contracts';
import { formatFrenchDate } from '@lettra/shared-ui';
import { fr } from '@lettra/shared-ui/strings';
import { useBillingDetails } from '../hooks/useBillingDetails.ts';
import { cardLabel } from '../model/card-brand.ts';
import { UpdatePaymentMethodButton } from './UpdatePaymentMethodButton.tsx';

// docs/product.md §2 and §9: in demo mode, the card ending is fixed sample text, and so is the next
// payment when the server knows no period end (the date it knows is shown, never a made-up one).
const SAMPLE_NEXT_PAYMENT = '5,99€ le 1er du mois prochain';
const SAMPLE_CARD = 'Carte Visa se terminant par 4242';

function DetailList({ nextPayment, card }: { nextPayment: ReactNode; card: ReactNode }) {
  return (
    <dl className="ac:grid ac:grid-cols-1 ac:gap-3 ac:text-sm ac:sm:grid-cols-2">
      <div>
        <dt className="ac:text-ink-600">Prochain paiement</dt>
        <dd className="ac:font-medium ac:text-ink-900">{nextPayment}</dd>
      </div>
      <div>
        <dt className="ac:text-ink-600">Moyen de paiement</dt>
        <dd className="ac:font-medium ac:text-ink-900">{card}</dd>
      </div>
    </dl>
  );
}

function nextPayment(details: Details): string {
  if (details.nextPaymentDate) return `${fr.product.priceToday} le ${formatFrenchDate(details.nextPaymentDate)}`;
  if (details.mode === 'demo') return SAMPLE_NEXT_PAYMENT;
  return details.cancelAtPeriodEnd ? 'Aucun : votre abonnement est annulé' : 'Aucun paiement prévu';
}

/**
 * Billing details of a subscriber (docs/product.md §2 settings): Stripe's next payment date and card, with Stripe's
 * Customer Portal to change the card; the spec's fixed sample text in demo mode (`mode: 'demo'`).
 */
export function BillingDetails({ reloadKey }: { reloadKey: string }) {
  const result = useBillingDetails(reloadKey);

  if (result.state === 'loading') {
    return (
      <p role="status" className="ac:text-sm ac:text-ink-600">
        Chargement des informations de paiement...
      </p>
    );
  }
  if (result.state === 'failed') {
    return (
      <div className="ac:flex ac:flex-col ac:gap-4">
        <p className="ac:text-sm ac:text-ink-600">Les informations de paiement sont momentanément indisponibles.</p>
        <UpdatePaymentMethodButton demo={false} />
      </div>
    );
  }

  const { details } = result;
  const demo = details.mode === 'demo';
  return (
    <div className="ac:flex ac:flex-col ac:gap-4">
      <DetailList
        nextPayment={nextPayment(details)}
        card={demo ? SAMPLE_CARD : (cardLabel(details.cardBrand, details.cardLast4) ?? 'Non renseigné')}
      />
      <UpdatePaymentMethodButton demo={demo} />
    </div>
  );
}
