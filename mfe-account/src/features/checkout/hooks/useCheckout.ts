import { useState } from 'react';
import { useNavigate } from '@lettra/shared-ui/router';
import type { CheckoutStart } from '@lettra/contracts';
import { toast, toastError, toastSuccess, useAuth } from '@lettra/shared-ui';
import { fr } from '@lettra/shared-ui/strings';
import { accountToasts } from '../../../content/toast-texts.ts';
import { leaveFor } from '../../../lib/leave-for.ts';
import { startCheckout } from '../api/start-checkout.ts';
import { checkoutFailure } from '../model/checkout-failure.ts';

/**
 * 'Passer au Premium' (docs/product.md §4 'Checkout button': idle, processing, redirect). `leaving` is set once the page
 * is on its way out, so the page does not also greet the new subscriber with 'déjà abonné'.
 */
export function useCheckout() {
  const { refresh } = useAuth();
  const navigate = useNavigate();
  const [processing, setProcessing] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const [domainSetup, setDomainSetup] = useState(false);

  function fail(error: unknown) {
    setProcessing(false);
    const failure = checkoutFailure(error);
    if (failure.kind === 'already-subscribed') {
      setLeaving(true);
      toast(fr.toasts.alreadyPremium.title);
      navigate('/dashboard');
      return;
    }
    toastError(failure.title, failure.description);
    setDomainSetup(failure.domainSetup);
  }

  async function start() {
    setProcessing(true);
    setDomainSetup(false);
    let answer: CheckoutStart;
    try {
      answer = await startCheckout();
    } catch (error) {
      return fail(error);
    }
    if ('demo' in answer) {
      // docs/product.md §8 demo mode, then §4 'Upgrade': the toast of an activated subscription.
      setLeaving(true);
      toastSuccess(accountToasts.demoMode.title);
      navigate('/dashboard');
      await refresh();
      toastSuccess(accountToasts.premiumActivated.title);
      return;
    }
    setLeaving(true);
    // The button stays 'Traitement en cours...' while the browser leaves for Stripe's page.
    leaveFor(answer.url);
  }

  return { processing, leaving, domainSetup, start };
}
