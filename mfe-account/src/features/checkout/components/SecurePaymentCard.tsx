import { Lock, ShieldCheck } from 'lucide-react';
import { Button, Card, CardContent, CardDescription, CardHeader } from '@lettra/shared-ui';
import { fr } from '@lettra/shared-ui/strings';

/**
 * The payment card of docs/product.md §2: one button, 'Traitement en cours...' and disabled while it works. In demo mode
 * (no Stripe key on the api) it says that no payment will be asked.
 */
export function SecurePaymentCard({ processing, demoMode, onPay }: { processing: boolean; demoMode: boolean; onPay: () => void }) {
  return (
    <Card>
      <CardHeader>
        <h2 className="ac:flex ac:items-center ac:gap-2 ac:text-lg ac:font-semibold ac:text-ink-900">
          <Lock aria-hidden="true" className="ac:size-5 ac:text-brand-700" />
          {fr.checkout.securePayment}
        </h2>
        <CardDescription>
          {demoMode
            ? 'Mode démo : les paiements ne sont pas configurés, Premium est activé sans paiement.'
            : 'Le paiement se fait sur la page sécurisée de Stripe : vos coordonnées bancaires ne passent jamais par Lettra.'}
        </CardDescription>
      </CardHeader>
      <CardContent className="ac:flex ac:flex-col ac:gap-4">
        <Button size="lg" variant="premium" loading={processing} onClick={onPay} className="ac:w-full">
          {processing ? fr.checkout.processing : fr.checkout.pay}
        </Button>
        <p className="ac:flex ac:items-center ac:justify-center ac:gap-2 ac:text-xs ac:text-ink-600">
          <ShieldCheck aria-hidden="true" className="ac:size-4 ac:text-success-700" />
          Paiement chiffré, sans engagement, annulable à tout moment.
        </p>
      </CardContent>
    </Card>
  );
}
