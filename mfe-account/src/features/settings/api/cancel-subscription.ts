import { apiRequest } from '@lettra/shared-ui';
import { subscriptionCancelResponseSchema } from '@lettra/contracts';

/** POST /billing/cancel: the subscription ends with the paid period; premium stays until `activeUntil`. */
export function cancelSubscription() {
  return apiRequest('/billing/cancel', subscriptionCancelResponseSchema, { method: 'POST' });
}
