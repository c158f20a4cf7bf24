import { useEffect, useId, useRef, useState } from 'react';
import { PencilLine } from 'lucide-react';
import { Button, useAuth, usePremium } from '@lettra/shared-ui';
import { generatorTexts } from '../content/generator-texts.ts';
import type { GenerationState } from '../features/generation/model/generation-state.ts';
import { SavedLetter } from './SavedLetter.tsx';
import { StreamingLetter } from './StreamingLetter.tsx';

interface LetterResultProps {
  state: Extract<GenerationState, { status: 'streaming' | 'done' }>;
  /** 'Modifier les informations': back to the form, its content kept; stops a running generation. */
  onEditInputs(): void;
}

/** The result view of docs/product.md §2: heading, 'Modifier les informations', then the letter being written or saved. */
export function LetterResult({ state, onEditInputs }: LetterResultProps) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const { user } = useAuth();
  const { isPremium } = usePremium();
  const unlockTarget = isPremium ? null : user ? '/checkout' : '/signup';
  const [revising, setRevising] = useState(false);

  // Keyboard and screen-reader users land on the result instead of a form that just vanished.
  useEffect(() => heading.current?.focus(), []);

  return (
    <section aria-labelledby={headingId} className="gn:flex gn:flex-col gn:gap-6">
      <div className="gn:flex gn:flex-col gn:gap-3 gn:sm:flex-row gn:sm:items-center gn:sm:justify-between">
        <h2
          id={headingId}
          ref={heading}
          tabIndex={-1}
          className="gn:text-2xl gn:font-bold gn:tracking-tight gn:text-ink-900 gn:focus:outline-none"
        >
          {state.status !== 'done' ? generatorTexts.generating : revising ? generatorTexts.revising : generatorTexts.ready}
        </h2>
        <Button variant="outline" onClick={onEditInputs} className="gn:self-start gn:sm:self-auto">
          <PencilLine aria-hidden="true" />
          {generatorTexts.editInputs}
        </Button>
      </div>
      {state.status === 'streaming' ? (
        <StreamingLetter meta={state.meta} texts={state.texts} drafting={state.rewriting === 'fallback'} unlockTarget={unlockTarget} />
      ) : (
        <SavedLetter
          key={state.result.letter.id}
          done={state.result}
          notices={state.meta?.notices ?? []}
          unlockTarget={unlockTarget}
          onRevising={setRevising}
        />
      )}
    </section>
  );
}
