import { apiRequest } from '@lettra/shared-ui';
import { generationQuotaResponseSchema, type GenerationQuota } from '@lettra/contracts';

/** The free plan's letters this month (`GET /api/letters/quota`); null for premium. */
export async function fetchFreeQuota(): Promise<GenerationQuota | null> {
  return generationQuotaResponseSchema.parse(await apiRequest<unknown>('/letters/quota')).quota;
}
