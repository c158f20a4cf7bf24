import { useEffect, useState } from 'react';
import { Button, formatFrenchDate, toast } from '@lettra/shared-ui';
import { getBillingConfig } from '../api/get-billing-config.ts';

/**
 * Billing details of a subscriber. In demo mode (no Stripe key, or billing not answering) they are the
 * spec's fixed sample text (§2, §9); with Stripe, the next payment is the paid period's end.
 */
export function BillingDetails({ currentPeriodEnd }: { currentPeriodEnd: string | null }) {
  const [demoMode, setDemoMode] = useState(true);

  useEffect(() => {
    const controller = new AbortController();
    getBillingConfig(controller.signal).then(
      (config) => setDemoMode(config.demoMode || !config.configured),
      () => undefined,
    );
    return () => controller.abort();
  }, []);

  if (!demoMode) {
    return (
      <dl className="ac:grid ac:gap-3 ac:text-sm ac:sm:grid-cols-2">
        <div>
          <dt className="ac:text-ink-600">Prochain paiement</dt>
          <dd className="ac:font-medium ac:text-ink-900">
            {currentPeriodEnd ? `5,99€ le ${formatFrenchDate(currentPeriodEnd)}` : '5,99€ par mois'}
          </dd>
        </div>
      </dl>
    );
  }

  return (
    <div className="ac:flex ac:flex-col ac:gap-4">
      <dl className="ac:grid ac:gap-3 ac:text-sm ac:sm:grid-cols-2">
        <div>
          <dt className="ac:text-ink-600">Prochain paiement</dt>
          <dd className="ac:font-medium ac:text-ink-900">5,99€ le 1er du mois prochain</dd>
        </div>
        <div>
          <dt className="ac:text-ink-600">Moyen de paiement</dt>
          <dd className="ac:font-medium ac:text-ink-900">Carte Visa se terminant par 4242</dd>
        </div>
      </dl>
      <Button
        variant="outline"
        size="sm"
        className="ac:self-start"
        onClick={() => toast('Mode démo', { description: "Aucun moyen de paiement réel n'est enregistré en mode démo." })}
      >
        Mettre à jour le moyen de paiement
      </Button>
    </div>
  );
}
