import { apiRequest } from '@lettra/shared-ui';

export interface BillingConfig {
  configured: boolean;
  /** No Stripe key on the server: payments are simulated (spec §8 'Mode démo activé'). */
  demoMode: boolean;
  publishableKey: string | null;
}

/** GET /billing/config. */
export function getBillingConfig(signal?: AbortSignal) {
  return apiRequest<BillingConfig>('/billing/config', { signal });
}
