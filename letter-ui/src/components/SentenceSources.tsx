import { useId, useState } from 'react';
import type { SentenceSourceView } from '@lettra/contracts';
import { cn } from '@lettra/shared-ui';
import { sentenceSegments } from '../lib/sentence-segments.ts';
import { SentenceSource } from './SentenceSource.tsx';
import { whyThisSentenceTexts } from '../content/why-this-sentence-texts.ts';

interface SentenceSourcesProps {
  /** The letter as shown. */
  content: string;
  sentences: readonly SentenceSourceView[];
}

/**
 * The letter with each explained sentence underlined and focusable: hovered or focused, it is
 * highlighted with its source beside it (below it on a phone). A screen reader hears the source as the
 * sentence's description, and the list under the letter, 'Sur quoi repose chaque phrase', gives them all.
 */
export function SentenceSources({ content, sentences }: SentenceSourcesProps) {
  const [active, setActive] = useState<number | null>(null);
  const baseId = useId();
  const texts = whyThisSentenceTexts;
  const itemId = (index: number) => `${baseId}-source-${index}`;
  const current = active === null ? undefined : sentences[active];
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-ink-600">{texts.hint}</p>
      <div className="grid gap-4 md:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div role="group" aria-label={texts.letterLabel} className="text-sm leading-relaxed break-words whitespace-pre-wrap text-ink-900">
          {sentenceSegments(content, sentences).map(({ text, index }, at) =>
            index === null ? (
              <span key={at}>{text}</span>
            ) : (
              <mark
                key={at}
                tabIndex={0}
                aria-describedby={itemId(index)}
                onMouseEnter={() => setActive(index)}
                onFocus={() => setActive(index)}
                className={cn(
                  'cursor-help rounded-sm bg-transparent text-inherit underline decoration-2 underline-offset-4 outline-none focus-visible:ring-2 focus-visible:ring-brand-500',
                  sentences[index]?.flagged ? 'decoration-accent-500' : 'decoration-brand-300',
                  active === index && 'bg-brand-100',
                )}
              >
                {text}
              </mark>
            ),
          )}
        </div>
        {/* What the list says again for the sentence in view: a screen reader hears it as the sentence's description. */}
        <div aria-hidden="true" className="self-start rounded-card border border-brand-200 bg-brand-50 p-3 md:sticky md:top-4">
          {current ? <SentenceSource source={current} /> : <p className="text-sm text-ink-600">{texts.pick}</p>}
        </div>
      </div>
      <section aria-labelledby={`${baseId}-list`}>
        <h4 id={`${baseId}-list`} className="text-sm font-semibold text-ink-900">
          {texts.listTitle}
        </h4>
        <ol className="mt-2 flex list-decimal flex-col gap-3 pl-5 text-sm">
          {sentences.map((source, index) => (
            <li key={index} id={itemId(index)} className={cn('rounded-sm p-1', active === index && 'bg-brand-50')}>
              <q className="text-ink-900">{source.sentence}</q>
              <SentenceSource source={source} className="mt-1" />
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
