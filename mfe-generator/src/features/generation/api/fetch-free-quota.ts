import { apiRequest } from '@lettra/shared-ui';
import { generationQuotaResponseSchema, type GenerationQuota } from '@lettra/contracts';

/** The free plan's letters this month (`GET /api/letters/quota`); null for premium. */
export async function fetchFreeQuota(): Promise<GenerationQuota | null> {
  return (await apiRequest('/letters/quota', generationQuotaResponseSchema)).quota;
}
