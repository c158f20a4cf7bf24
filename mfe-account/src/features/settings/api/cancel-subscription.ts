import { apiRequest, type SessionUser } from '@lettra/shared-ui';

/** POST /billing/cancel: the subscription ends with the paid period; premium stays until `activeUntil`. */
export function cancelSubscription() {
  return apiRequest<{ user: SessionUser; activeUntil: string | null }>('/billing/cancel', { method: 'POST' });
}
