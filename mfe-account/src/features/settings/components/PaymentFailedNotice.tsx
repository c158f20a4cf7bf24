import { TriangleAlert } from 'lucide-react';
import { UpdatePaymentMethodButton } from './UpdatePaymentMethodButton.tsx';

/**
 * Stripe could not take the last monthly payment (`past_due`, from the `invoice.payment_failed` webhook).
 * Stripe retries meanwhile and Premium stays; a new card through the portal settles it. Only Stripe
 * subscriptions get there: a demo subscription has no payment to fail.
 */
export function PaymentFailedNotice() {
  return (
    <div
      role="alert"
      className="ac:flex ac:flex-col ac:gap-3 ac:rounded-card ac:border ac:border-danger-200 ac:bg-danger-50 ac:p-4 ac:text-sm ac:text-ink-800"
    >
      <p className="ac:flex ac:items-center ac:gap-2 ac:font-semibold ac:text-danger-800">
        <TriangleAlert aria-hidden="true" className="ac:size-5" />
        Échec du paiement
      </p>
      <p>
        Le dernier paiement de votre abonnement Premium a été refusé. Mettez à jour votre moyen de paiement pour
        garder Premium : Stripe réessaiera automatiquement.
      </p>
      <UpdatePaymentMethodButton demo={false} />
    </div>
  );
}
