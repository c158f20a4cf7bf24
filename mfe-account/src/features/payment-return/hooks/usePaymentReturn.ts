import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useSearchParams } from '@lettra/shared-ui/router';
import { toastError, toastSuccess, useAuth } from '@lettra/shared-ui';
import { accountToasts } from '../../../content/toast-texts.ts';
import { queryKeys, useQuery } from '@lettra/shared-ui/query';
import { toastApiError } from '../../../lib/toast-api-error.ts';
import { verifyCheckoutSession } from '../api/verify-checkout-session.ts';

export type PaymentReturnState = 'none' | 'verifying' | 'done';

// A return's toasts replace each other: the last word on a payment is the one shown.
const PAYMENT = { action: 'payment' };

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
  const check = useQuery({
    queryKey: queryKeys.billing.checkout(sessionId ?? ''),
    queryFn: ({ signal }) => verifyCheckoutSession(sessionId ?? '', signal),
    enabled: sessionId !== null,
    // One verification, and one set of toasts, per return from Stripe.
    staleTime: Infinity,
    retry: false,
  });
  // StrictMode runs effects twice in development: one set of toasts per session id.
  const handled = useRef<string | null>(null);

  // What the api answered, said once it is known; then the parameter leaves the address.
  const settle = useEffectEvent(async () => {
    let paid = false;
    if (check.data) {
      paid = check.data.status === 'paid';
      if (paid) {
        toastSuccess(accountToasts.paymentSuccess.title, accountToasts.paymentSuccess.description, PAYMENT);
        await refresh();
        if (check.data.user.isSubscribed) toastSuccess(accountToasts.premiumActivated.title);
      } else if (check.data.status === 'not_found') {
        // Someone else's session, or one typed by hand: said like the api's 404.
        toastError(accountToasts.paymentError.title, 'Session de paiement introuvable.', PAYMENT);
      } else {
        toastError(
          'Paiement non confirmé',
          "Stripe n'a pas encore confirmé ce paiement. Votre abonnement sera activé dès sa confirmation.",
          PAYMENT,
        );
      }
    } else {
      toastApiError(check.error, accountToasts.paymentError, PAYMENT);
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

  const answered = sessionId !== null && !check.isPending;
  useEffect(() => {
    if (!answered || handled.current === sessionId) return;
    handled.current = sessionId;
    void settle();
  }, [answered, sessionId]);

  return state;
}
