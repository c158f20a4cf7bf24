import { Link } from '@lettra/shared-ui/router';
import { Sparkles } from 'lucide-react';
import { Button, Card, CardContent, formatFrenchTime } from '@lettra/shared-ui';
import { fr } from '@lettra/shared-ui/strings';

/**
 * The dashboard's offer for users without a subscription (docs/product.md §2): while the premium day runs it says the
 * features are already unlocked until its end; otherwise it sells the 5,99€/mois plan.
 */
export function UpsellCard({ premiumDayEndsAt }: { premiumDayEndsAt: Date | null }) {
  return (
    <Card className="ac:border-accent-300 ac:bg-linear-to-br ac:from-accent-50 ac:to-white">
      <CardContent className="ac:flex ac:h-full ac:flex-col ac:gap-3">
        <span aria-hidden="true" className="ac:flex ac:size-10 ac:items-center ac:justify-center ac:rounded-full ac:bg-accent-100 ac:text-accent-800">
          <Sparkles className="ac:size-5" />
        </span>
        {premiumDayEndsAt ? (
          <>
            <h2 className="ac:text-lg ac:font-semibold ac:text-ink-900">
              Premium offert jusqu'à <time dateTime={premiumDayEndsAt.toISOString()}>{formatFrenchTime(premiumDayEndsAt)}</time>
            </h2>
            <p className="ac:text-sm ac:text-ink-700">
              Aujourd'hui, toutes les fonctionnalités Premium sont à vous : lettres complètes, copie, téléchargement,
              modification et choix du ton. Abonnez-vous pour les garder après aujourd'hui.
            </p>
            <Button asChild variant="outline" className="ac:mt-auto ac:self-start">
              <Link to="/checkout">Garder Premium</Link>
            </Button>
          </>
        ) : (
          <>
            <h2 className="ac:text-lg ac:font-semibold ac:text-ink-900">Passez à Premium</h2>
            <p className="ac:text-sm ac:text-ink-700">
              Lettres illimitées, téléchargement et copie, modification et choix du ton.
            </p>
            <p className="ac:text-ink-900">
              <span className="ac:text-2xl ac:font-bold">{fr.product.price}</span>
              <span className="ac:block ac:text-sm ac:text-ink-600">Facturation mensuelle, annulable à tout moment.</span>
            </p>
            <Button asChild variant="premium" className="ac:mt-auto ac:self-start">
              <Link to="/checkout">{fr.dashboard.unlockPremium}</Link>
            </Button>
          </>
        )}
      </CardContent>
    </Card>
  );
}
