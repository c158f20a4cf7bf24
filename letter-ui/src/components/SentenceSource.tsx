import type { SentenceSourceView } from '@lettra/contracts';
import { cn } from '@lettra/shared-ui';
import { whyThisSentenceTexts } from '../content/why-this-sentence-texts.ts';

/** The CV line, the posting line and the fact check's reason of one sentence, as a list of terms. */
export function SentenceSource({ source, className }: { source: SentenceSourceView; className?: string }) {
  const texts = whyThisSentenceTexts;
  return (
    <dl className={cn('grid gap-1 text-sm', className)}>
      <div>
        <dt className="font-medium text-ink-900">{texts.cvLine}</dt>
        <dd className="text-ink-700">{source.cvLine ?? texts.noCvLine}</dd>
      </div>
      {source.postingLine !== null && (
        <div>
          <dt className="font-medium text-ink-900">{texts.postingLine}</dt>
          <dd className="text-ink-700">{source.postingLine}</dd>
        </div>
      )}
      {source.flagged !== null && (
        <div>
          <dt className="font-medium text-accent-800">{texts.flagged}</dt>
          <dd className="text-accent-950">{source.flagged}</dd>
        </div>
      )}
    </dl>
  );
}
