import { billingPortalResponseSchema } from '@lettra/contracts';
import { apiRequest } from '@lettra/shared-ui';

/** POST /billing/portal: a short-lived link to Stripe's Customer Portal, where the card is changed. */
export function openBillingPortal() {
  return apiRequest('/billing/portal', billingPortalResponseSchema, { method: 'POST' });
}
