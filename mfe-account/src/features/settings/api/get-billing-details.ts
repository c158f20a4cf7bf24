import { billingDetailsSchema } from '@lettra/contracts';
import { apiRequest } from '@lettra/shared-ui';

/** GET /billing/details: next payment and card from Stripe, or `mode: 'demo'` for the spec's sample text. */
export function getBillingDetails(signal?: AbortSignal) {
  return apiRequest('/billing/details', billingDetailsSchema, { signal });
}
