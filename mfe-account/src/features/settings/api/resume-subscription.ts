import { apiRequest } from '@lettra/shared-ui';
import { subscriptionResumeResponseSchema } from '@lettra/contracts';

/** POST /billing/resume: a cancelled subscription, still in its paid period, renews again. */
export function resumeSubscription() {
  return apiRequest('/billing/resume', subscriptionResumeResponseSchema, { method: 'POST' });
}
