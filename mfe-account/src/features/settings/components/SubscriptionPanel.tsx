import { useState } from 'react';
import { Link } from '@lettra/shared-ui/router';
import { Crown } from 'lucide-react';
import {
  Badge,
  Button,
  formatFrenchDate,
  formatFrenchTime,
  toastSuccess,
  useAuth,
  usePremium,
} from '@lettra/shared-ui';
import { fr } from '@lettra/shared-ui/strings';
import { accountToasts } from '../../../content/toast-texts.ts';
import type { SessionUser } from '@lettra/contracts';
import { ConfirmDialog } from '@lettra/shared-ui/confirm-dialog';
import { toastApiError } from '../../../lib/toast-api-error.ts';
import { cancelSubscription } from '../api/cancel-subscription.ts';
import { resumeSubscription } from '../api/resume-subscription.ts';
import { BillingDetails } from './BillingDetails.tsx';
import { PaymentFailedNotice } from './PaymentFailedNotice.tsx';

/** The plan ('Premium' or 'Gratuit', docs/product.md §2), with cancellation for subscribers and the way up for the others. */
export function SubscriptionPanel({ user }: { user: SessionUser }) {
  const { refresh } = useAuth();
  const { isSubscribed, premiumDayEndsAt } = usePremium();
  const [cancelling, setCancelling] = useState(false);
  const [resuming, setResuming] = useState(false);
  const { cancelAtPeriodEnd, currentPeriodEnd, status } = user.subscription;

  async function cancel() {
    setCancelling(true);
    try {
      const { activeUntil } = await cancelSubscription();
      toastSuccess(
        accountToasts.subscriptionCancelled.title,
        activeUntil
          ? `Votre abonnement Premium reste actif jusqu'au ${formatFrenchDate(activeUntil)}.`
          : accountToasts.subscriptionCancelled.description,
      );
      await refresh();
    } catch (error) {
      toastApiError(error, { title: 'Erreur', description: fr.common.genericError });
    } finally {
      setCancelling(false);
    }
  }

  async function resume() {
    setResuming(true);
    try {
      const { user: resumed } = await resumeSubscription();
      const renewsOn = resumed.subscription.currentPeriodEnd;
      toastSuccess(
        'Abonnement repris',
        renewsOn ? `Votre abonnement Premium se renouvellera le ${formatFrenchDate(renewsOn)}.` : 'Votre abonnement Premium continue.',
      );
      await refresh();
    } catch (error) {
      toastApiError(error, { title: 'Erreur', description: fr.common.genericError });
    } finally {
      setResuming(false);
    }
  }

  const plan = (
    <p className="ac:flex ac:items-center ac:gap-3 ac:text-ink-700">
      Formule actuelle :
      {isSubscribed ? (
        <Badge variant="premium">
          <Crown aria-hidden="true" />
          {fr.settings.plans.premium}
        </Badge>
      ) : (
        <Badge variant="neutral">{fr.settings.plans.free}</Badge>
      )}
    </p>
  );

  if (!isSubscribed) {
    return (
      <>
        {plan}
        {premiumDayEndsAt && (
          <p className="ac:text-sm ac:text-ink-600">
            Journée spéciale : les fonctionnalités Premium vous sont offertes jusqu'à {formatFrenchTime(premiumDayEndsAt)}.
          </p>
        )}
        <p className="ac:text-sm ac:text-ink-600">
          Lettres illimitées, téléchargement et copie, modification et choix du ton pour {fr.product.price}.
        </p>
        <Button asChild variant="premium" className="ac:self-start">
          <Link to="/checkout">{fr.settings.upgrade}</Link>
        </Button>
      </>
    );
  }

  if (cancelAtPeriodEnd) {
    return (
      <>
        {plan}
        <p className="ac:text-sm ac:text-ink-700">
          Votre abonnement est annulé
          {currentPeriodEnd ? ` : vous gardez Premium jusqu'au ${formatFrenchDate(currentPeriodEnd)}.` : '.'}
        </p>
        <Button variant="premium" loading={resuming} onClick={() => void resume()} className="ac:self-start">
          Reprendre mon abonnement
        </Button>
      </>
    );
  }

  return (
    <>
      {plan}
      {status === 'past_due' && <PaymentFailedNotice />}
      <BillingDetails reloadKey={`${status}:${currentPeriodEnd}`} />
      <ConfirmDialog
        title="Annuler votre abonnement Premium ?"
        description={
          <>
            <span className="ac:block">{fr.common.irreversible}</span>
            <span className="ac:block">
              Vous garderez Premium jusqu'à la fin de la période de facturation en cours, puis votre compte repassera en
              formule gratuite.
            </span>
          </>
        }
        confirmLabel="Annuler l'abonnement"
        cancelLabel="Garder Premium"
        destructive
        onConfirm={() => void cancel()}
        trigger={
          <Button variant="outline" loading={cancelling} className="ac:self-start ac:text-danger-700">
            {fr.settings.cancelSubscription}
          </Button>
        }
      />
    </>
  );
}
