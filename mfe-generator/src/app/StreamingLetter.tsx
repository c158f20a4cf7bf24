import { useState } from 'react';
import { usePremium } from '@lettra/shared-ui';
import { LetterVersionTabs } from '@lettra/letter-ui/letter-version-tabs';
import { AtsMatch } from '../features/ats-match/components/AtsMatch.tsx';
import { DraftNotice } from '../features/letter-checks/components/DraftNotice.tsx';
import { MissingEssentials } from '../features/letter-checks/components/MissingEssentials.tsx';
import type { GenerationMeta } from '../features/generation/model/generation-events.ts';
import { LetterPreview } from '../features/letter-preview/components/LetterPreview.tsx';
import { versionTexts } from '../features/versions/content/version-texts.ts';
import { ResultLayout } from './ResultLayout.tsx';

interface StreamingLetterProps {
  meta: GenerationMeta | null;
  texts: string[];
  /** The model was unavailable: the offline writer is writing a draft instead. */
  drafting: boolean;
  unlockTarget: '/checkout' | '/signup' | null;
  /** The stream broke off: what it wrote stays readable and copyable, no longer being written. */
  interrupted?: boolean;
}

/**
 * The letter appearing word by word; tabs only switch the view here, nothing is saved yet. What
 * the inputs lack is shown as soon as meta says so.
 */
export function StreamingLetter({ meta, texts, drafting, unlockTarget, interrupted = false }: StreamingLetterProps) {
  const { isPremium } = usePremium();
  const [viewed, setViewed] = useState(0);
  const locked = (meta?.locked ?? false) || !isPremium;
  const preview = (
    <LetterPreview content={texts[viewed] ?? ''} locked={locked} writing={!interrupted} letterId={null} unlockTarget={unlockTarget} />
  );
  return (
    <ResultLayout
      letter={
        <>
          {drafting && <DraftNotice writing />}
          {texts.length > 1 ? (
            <LetterVersionTabs count={texts.length} selected={viewed} onSelect={setViewed} locked={false} hint={versionTexts.hint}>
              {preview}
            </LetterVersionTabs>
          ) : (
            preview
          )}
        </>
      }
      insights={
        meta && (
          <>
            <MissingEssentials notices={meta.notices} />
            <AtsMatch ats={meta.ats} />
          </>
        )
      }
    />
  );
}
