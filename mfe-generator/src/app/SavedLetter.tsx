import type { MissingEssential } from '@lettra/letter-engine';
import { usePremium } from '@lettra/shared-ui';
import { AtsMatch } from '../features/ats-match/components/AtsMatch.tsx';
import { FactCheck } from '../features/fact-check/components/FactCheck.tsx';
import { generationTexts } from '../features/generation/content/generation-texts.ts';
import type { GenerationDone } from '../features/generation/model/generation-events.ts';
import { DraftNotice } from '../features/letter-checks/components/DraftNotice.tsx';
import { LetterWarnings } from '../features/letter-checks/components/LetterWarnings.tsx';
import { MissingEssentials } from '../features/letter-checks/components/MissingEssentials.tsx';
import { LetterEditor } from '../features/letter-editor/components/LetterEditor.tsx';
import { LetterPreview } from '../features/letter-preview/components/LetterPreview.tsx';
import { UpsellCard } from '../features/letter-preview/components/UpsellCard.tsx';
import { VersionTabs } from '../features/versions/components/VersionTabs.tsx';
import { letterChecksView } from './letter-checks-view.ts';
import { ResultLayout } from './ResultLayout.tsx';
import { useLetterResult } from './useLetterResult.ts';

interface SavedLetterProps {
  done: GenerationDone;
  /** What the CV or the posting lacked (from meta); empty when meta never came. */
  notices: readonly MissingEssential[];
  unlockTarget: '/checkout' | '/signup' | null;
}

/**
 * The generated letter once saved: versions to pick (premium), preview or editor, the upsell for
 * everyone else; next to it the draft notice when the model was unavailable and the checks the
 * version on screen still fails; beside it what the inputs lacked, the claims to check and the
 * ATS match.
 */
export function SavedLetter({ done, notices, unlockTarget }: SavedLetterProps) {
  const { isPremium } = usePremium();
  const result = useLetterResult(done);
  // The api decides what is locked; the session's premium status can only lock more, never less.
  const locked = result.letter.locked || !isPremium;
  const content = result.versions[result.selected] ?? result.letter.content;
  const claims = done.unsupportedClaims[result.selected] ?? [];
  const checks = letterChecksView({ notices, warnings: done.warnings[result.selected] ?? [], claims });

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
          {done.fallback && <DraftNotice writing={false} />}
          <LetterWarnings warnings={checks.warnings} />
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
          <MissingEssentials notices={notices} />
          <FactCheck claims={claims} conclusive={checks.conclusive} />
          <AtsMatch ats={done.ats} />
        </>
      }
    />
  );
}
