import { apiRequest, type SessionUser } from '@lettra/shared-ui';

/** POST /billing/resume: a cancelled subscription, still in its paid period, renews again. */
export function resumeSubscription() {
  return apiRequest<{ user: SessionUser }>('/billing/resume', { method: 'POST' });
}
