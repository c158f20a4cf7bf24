import { checkoutSessionCheckSchema } from '@lettra/contracts';
import { apiRequest } from '@lettra/shared-ui';

/**
 * GET /billing/checkout/:sessionId: the api asks Stripe whether this user's session was paid. Only
 * `paid` counts (docs/decisions.md: the parameter alone proves nothing); someone else's session is `not_found`.
 */
export function verifyCheckoutSession(sessionId: string, signal?: AbortSignal) {
  return apiRequest(`/billing/checkout/${encodeURIComponent(sessionId)}`, checkoutSessionCheckSchema, { signal });
}
