import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useSearchParams } from '@lettra/shared-ui/router';
import { toastError, toastSuccess, useAuth } from '@lettra/shared-ui';
import { fr } from '@lettra/shared-ui/strings';
import { toastApiError } from '../../../lib/toast-api-error.ts';
import { verifyCheckoutSession } from '../api/verify-checkout-session.ts';

export type PaymentReturnState = 'none' | 'verifying' | 'done';

/**
 * Handles the return from Stripe (`?session_id=` on /dashboard, or on /checkout, docs/product.md §2): the api verifies
 * the session before anything is said, then the spec's toasts, a session refresh, and the parameter leaves
 * the address so a reload does not verify again.
 */
export function usePaymentReturn(onVerified?: (paid: boolean) => void): PaymentReturnState {
  const [params, setParams] = useSearchParams();
  const sessionId = params.get('session_id');
  const { refresh } = useAuth();
  const [state, setState] = useState<PaymentReturnState>(sessionId ? 'verifying' : 'none');
  // StrictMode runs effects twice in development: one verification (and one toast) per session id.
  const handled = useRef<string | null>(null);

  const verify = useEffectEvent(async (id: string) => {
    let paid = false;
    try {
      const check = await verifyCheckoutSession(id);
      paid = check.status === 'paid';
      if (paid) {
        toastSuccess(fr.toasts.paymentSuccess.title, fr.toasts.paymentSuccess.description);
        await refresh();
        if (check.user.isSubscribed) toastSuccess(fr.toasts.premiumActivated.title);
      } else if (check.status === 'not_found') {
        // Someone else's session, or one typed by hand: said like the api's 404.
        toastError(fr.toasts.paymentError.title, 'Session de paiement introuvable.');
      } else {
        toastError(
          'Paiement non confirmé',
          "Stripe n'a pas encore confirmé ce paiement. Votre abonnement sera activé dès sa confirmation.",
        );
      }
    } catch (error) {
      toastApiError(error, fr.toasts.paymentError);
    }
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('session_id');
        return next;
      },
      { replace: true },
    );
    setState('done');
    onVerified?.(paid);
  });

  useEffect(() => {
    if (!sessionId || handled.current === sessionId) return;
    handled.current = sessionId;
    void verify(sessionId);
  }, [sessionId]);

  return state;
}
