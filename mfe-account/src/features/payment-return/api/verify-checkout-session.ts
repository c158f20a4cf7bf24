import { apiRequest, type SessionUser } from '@lettra/shared-ui';

export interface CheckoutSessionCheck {
  /** Stripe's payment status of the session: only 'paid' counts (DECISIONS.md: the parameter alone proves nothing). */
  status: string;
  user: SessionUser | null;
}

/** GET /billing/checkout/:sessionId: the api asks Stripe whether this user's session was paid. */
export function verifyCheckoutSession(sessionId: string) {
  return apiRequest<CheckoutSessionCheck>(`/billing/checkout/${encodeURIComponent(sessionId)}`);
}
