import { TriangleAlert } from 'lucide-react';
import { fr } from '@lettra/shared-ui/strings';

/** docs/product.md §8 'Domain not enabled at provider': what the site owner must do in Stripe before payments work. */
export function DomainSetupSteps() {
  return (
    <section
      aria-labelledby="checkout-action-required"
      className="ac:flex ac:flex-col ac:gap-3 ac:rounded-card ac:border ac:border-accent-300 ac:bg-accent-50 ac:p-5 ac:text-sm ac:text-ink-800"
    >
      <h2 id="checkout-action-required" className="ac:flex ac:items-center ac:gap-2 ac:font-semibold ac:text-accent-900">
        <TriangleAlert aria-hidden="true" className="ac:size-5" />
        {fr.checkout.actionRequired}
      </h2>
      <ol className="ac:flex ac:list-decimal ac:flex-col ac:gap-1 ac:pl-5">
        <li>Ouvrez le tableau de bord Stripe, rubrique Paramètres › Checkout.</li>
        <li>
          Ajoutez le domaine <strong className="ac:break-all">{window.location.hostname}</strong> à la liste des domaines
          autorisés.
        </li>
        <li>Enregistrez, puis cliquez à nouveau sur « {fr.checkout.pay} ».</li>
      </ol>
    </section>
  );
}
