import { Check } from 'lucide-react';
import { Card, CardContent, CardHeader } from '@lettra/shared-ui';
import { fr } from '@lettra/shared-ui/strings';

/** The summary of docs/product.md §2: plan, price, billing, cancellation, total today and what Premium includes. */
export function OrderSummary() {
  const { summary, billing, cancelAnytime, totalToday, features } = fr.checkout;
  const { price, priceToday } = fr.product;
  return (
    <Card>
      <CardHeader>
        <h2 className="ac:text-lg ac:font-semibold ac:text-ink-900">Récapitulatif</h2>
      </CardHeader>
      <CardContent className="ac:flex ac:flex-col ac:gap-5">
        <div className="ac:flex ac:items-baseline ac:justify-between ac:gap-4">
          <p className="ac:font-medium ac:text-ink-900">{summary}</p>
          <p className="ac:font-semibold ac:text-ink-900">{price}</p>
        </div>
        <ul className="ac:flex ac:flex-col ac:gap-1 ac:text-sm ac:text-ink-600">
          <li>{billing}</li>
          <li>{cancelAnytime}</li>
        </ul>
        <ul aria-label="Inclus dans Premium" className="ac:flex ac:flex-col ac:gap-2 ac:text-sm ac:text-ink-800">
          {features.map((feature) => (
            <li key={feature} className="ac:flex ac:items-center ac:gap-2">
              <Check aria-hidden="true" className="ac:size-4 ac:shrink-0 ac:text-success-700" />
              {feature}
            </li>
          ))}
        </ul>
        <div className="ac:flex ac:items-baseline ac:justify-between ac:gap-4 ac:border-t ac:border-ink-200 ac:pt-4">
          <p className="ac:font-semibold ac:text-ink-900">{totalToday}</p>
          <p className="ac:text-xl ac:font-bold ac:text-ink-900">{priceToday}</p>
        </div>
      </CardContent>
    </Card>
  );
}
