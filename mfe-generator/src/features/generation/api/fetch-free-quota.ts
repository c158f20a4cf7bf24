import { apiRequest } from '@lettra/shared-ui';
import { generationQuotaResponseSchema, type GenerationQuota } from '@lettra/contracts';

/** The free plan's letters this month (`GET /api/letters/quota`); null for premium. */
export async function fetchFreeQuota(signal?: AbortSignal): Promise<GenerationQuota | null> {
  return (await apiRequest('/letters/quota', generationQuotaResponseSchema, { signal })).quota;
}
