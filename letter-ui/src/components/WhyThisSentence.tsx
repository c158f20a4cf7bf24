import { useId, useState } from 'react';
import { Lightbulb } from 'lucide-react';
import { Button, LoadingState } from '@lettra/shared-ui';
import { queryKeys, useQuery } from '@lettra/shared-ui/query';
import { explainLetter } from '../api/letter-explanations.ts';
import { SentenceSources } from './SentenceSources.tsx';
import { whyThisSentenceTexts } from '../content/why-this-sentence-texts.ts';

/** The CV and the posting a letter was written from: the api reads them again, since it never keeps the CV. */
export type ExplanationTexts = { resume: string; jobPosting: string };

interface WhyThisSentenceProps {
  letterId: string;
  /** The version shown, whose text is `content`. */
  from: number;
  content: string;
  /** Null while the screen has not got them (my letters asks for them in a dialog). */
  texts: ExplanationTexts | null;
  /** Opening the panel without the texts: the screen asks for them. */
  onNeedTexts?: () => void;
}

/**
 * 'Pourquoi cette phrase ?' (docs/why-this-sentence.md), for a Premium user's unlocked letter in the
 * generator's result and in my letters: a toggle, then, read once per text, version and CV through the
 * page's query cache, the letter with what each sentence stating a fact rests on.
 */
export function WhyThisSentence({ letterId, from, content, texts, onNeedTexts }: WhyThisSentenceProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const words = whyThisSentenceTexts;
  const explanations = useQuery({
    queryKey: queryKeys.letters.explanations(letterId, from, content, texts),
    queryFn: ({ signal }) => explainLetter(letterId, { resume: texts?.resume ?? '', jobPosting: texts?.jobPosting ?? '', from }, signal),
    enabled: open && texts !== null,
  });
  const toggle = () => {
    setOpen(!open);
    if (!open && texts === null) onNeedTexts?.();
  };
  let panel;
  if (texts === null) panel = <p className="text-sm text-ink-700">{words.needTexts}</p>;
  else if (explanations.isPending) panel = <LoadingState label={words.loading} className="min-h-0 p-4" />;
  else if (explanations.isError)
    panel = (
      <div role="alert" className="flex flex-col items-start gap-2 text-sm">
        <p className="font-medium text-danger-700">{words.failed}</p>
        <p className="text-ink-700">{explanations.error.message}</p>
        <Button variant="outline" size="sm" onClick={() => void explanations.refetch()}>
          {words.retry}
        </Button>
      </div>
    );
  else if (explanations.data.sentences.length === 0) panel = <p className="text-sm text-ink-700">{words.empty}</p>;
  else panel = <SentenceSources content={content} sentences={explanations.data.sentences} />;
  return (
    <div className="flex flex-col gap-3">
      <div>
        <Button variant="outline" size="sm" aria-expanded={open} aria-controls={panelId} onClick={toggle}>
          <Lightbulb aria-hidden="true" />
          {words.toggle}
        </Button>
      </div>
      {open && (
        <section id={panelId} aria-label={words.toggle} className="rounded-card border border-ink-200 p-4">
          {panel}
        </section>
      )}
    </div>
  );
}
