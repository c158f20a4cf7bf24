import { Info } from 'lucide-react';
import type { GenerationQuota } from '@lettra/contracts';
import { generationTexts } from '../content/generation-texts.ts';

/** On the last step, before generating: the free letters left this month (at least one). */
export function QuotaLeft({ quota }: { quota: GenerationQuota }) {
  return (
    <p className="gn:flex gn:items-center gn:gap-2 gn:text-sm gn:text-ink-700">
      <Info aria-hidden="true" className="gn:size-4 gn:shrink-0 gn:text-brand-600" />
      {generationTexts.quotaLeft(quota.limit - quota.used)}
    </p>
  );
}
