import { useState } from 'react';
import { CreditCard } from 'lucide-react';
import { Button, toast } from '@lettra/shared-ui';
import { accountToasts } from '../../../content/toast-texts.ts';
import { leaveFor } from '../../../lib/leave-for.ts';
import { toastApiError } from '../../../lib/toast-api-error.ts';
import { openBillingPortal } from '../api/open-billing-portal.ts';

/**
 * 'Mettre à jour le moyen de paiement': Stripe's Customer Portal with Stripe; in demo mode there is no real
 * payment method, and the button says so.
 */
export function UpdatePaymentMethodButton({ demo }: { demo: boolean }) {
  const [leaving, setLeaving] = useState(false);

  async function open() {
    if (demo) {
      toast('Mode démo', { description: "Aucun moyen de paiement réel n'est enregistré en mode démo." });
      return;
    }
    setLeaving(true);
    try {
      const { url } = await openBillingPortal();
      // Stays busy while the browser leaves for Stripe's page.
      leaveFor(url);
    } catch (error) {
      setLeaving(false);
      toastApiError(error, { title: accountToasts.redirectError.title, description: accountToasts.redirectError.description });
    }
  }

  return (
    <Button variant="outline" size="sm" loading={leaving} className="ac:self-start" onClick={() => void open()}>
      <CreditCard aria-hidden="true" />
      Mettre à jour le moyen de paiement
    </Button>
  );
}
