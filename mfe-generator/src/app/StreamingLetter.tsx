import { useState } from 'react';
import { usePremium } from '@lettra/shared-ui';
import { AtsMatch } from '../features/ats-match/components/AtsMatch.tsx';
import type { GenerationMeta } from '../features/generation/model/generation-events.ts';
import { LetterPreview } from '../features/letter-preview/components/LetterPreview.tsx';
import { VersionTabs } from '../features/versions/components/VersionTabs.tsx';
import { ResultLayout } from './ResultLayout.tsx';

interface StreamingLetterProps {
  meta: GenerationMeta | null;
  texts: string[];
  unlockTarget: '/checkout' | '/signup' | null;
}

/** The letter appearing word by word; tabs only switch the view here, nothing is saved yet. */
export function StreamingLetter({ meta, texts, unlockTarget }: StreamingLetterProps) {
  const { isPremium } = usePremium();
  const [viewed, setViewed] = useState(0);
  const locked = (meta?.locked ?? false) || !isPremium;
  const preview = (
    <LetterPreview content={texts[viewed] ?? ''} locked={locked} writing letterId={null} unlockTarget={unlockTarget} />
  );
  return (
    <ResultLayout
      letter={
        texts.length > 1 ? (
          <VersionTabs count={texts.length} selected={viewed} onSelect={setViewed} locked={false}>
            {preview}
          </VersionTabs>
        ) : (
          preview
        )
      }
      insights={meta && <AtsMatch ats={meta.ats} />}
    />
  );
}
