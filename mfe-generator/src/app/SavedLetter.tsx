import { usePremium } from '@lettra/shared-ui';
import { AtsMatch } from '../features/ats-match/components/AtsMatch.tsx';
import { FactCheck } from '../features/fact-check/components/FactCheck.tsx';
import { generationTexts } from '../features/generation/content/generation-texts.ts';
import type { GenerationDone } from '../features/generation/model/generation-events.ts';
import { LetterEditor } from '../features/letter-editor/components/LetterEditor.tsx';
import { LetterPreview } from '../features/letter-preview/components/LetterPreview.tsx';
import { UpsellCard } from '../features/letter-preview/components/UpsellCard.tsx';
import { VersionTabs } from '../features/versions/components/VersionTabs.tsx';
import { ResultLayout } from './ResultLayout.tsx';
import { useLetterResult } from './useLetterResult.ts';

interface SavedLetterProps {
  done: GenerationDone;
  unlockTarget: '/checkout' | '/signup' | null;
}

/**
 * The generated letter once saved: versions to pick (premium), preview or editor, the upsell for
 * everyone else, the ATS match and the claims to check for the version on screen.
 */
export function SavedLetter({ done, unlockTarget }: SavedLetterProps) {
  const { isPremium } = usePremium();
  const result = useLetterResult(done);
  // The api decides what is locked; the session's premium status can only lock more, never less.
  const locked = result.letter.locked || !isPremium;
  const content = result.versions[result.selected] ?? result.letter.content;

  const panel = result.editing ? (
    <LetterEditor
      letter={result.letter}
      initialContent={content}
      onSaved={result.saved}
      onCancel={result.stopEditing}
    />
  ) : (
    <LetterPreview
      content={content}
      locked={locked}
      writing={false}
      letterId={result.letter.id}
      onEdit={locked ? undefined : result.startEditing}
      unlockTarget={unlockTarget}
    />
  );

  return (
    <ResultLayout
      letter={
        <>
          {done.quota && (
            <p className="gn:text-sm gn:text-ink-600">{generationTexts.quotaUsed(done.quota.used, done.quota.limit)}</p>
          )}
          {isPremium && result.versions.length > 1 ? (
            <VersionTabs
              count={result.versions.length}
              selected={result.selected}
              onSelect={result.choose}
              locked={result.choosing || result.editing}
            >
              {panel}
            </VersionTabs>
          ) : (
            panel
          )}
          {unlockTarget && <UpsellCard target={unlockTarget} />}
        </>
      }
      insights={
        <>
          <FactCheck claims={done.unsupportedClaims[result.selected] ?? []} />
          <AtsMatch ats={done.ats} />
        </>
      }
    />
  );
}
