import { useMemo, useState } from 'react';
import { isRewritableParagraph, type MissingEssential } from '@lettra/letter-engine';
import { type RefineBody } from '@lettra/contracts';
import { ApiError, Button, toastError, toastSuccess, usePremium } from '@lettra/shared-ui';
import { fr } from '@lettra/shared-ui/strings';
import { RefineButtons } from '@lettra/letter-ui/letter-actions';
import { LetterVersionTabs } from '@lettra/letter-ui/letter-version-tabs';
import { WhyThisSentence } from '@lettra/letter-ui/why-this-sentence';
import { proposeKeywordSentence } from '../features/ats-match/api/propose-keyword-sentence.ts';
import { AtsMatch } from '../features/ats-match/components/AtsMatch.tsx';
import { KeywordProposal } from '../features/ats-match/components/KeywordProposal.tsx';
import { atsTexts } from '../features/ats-match/content/ats-texts.ts';
import { versionAts } from '../features/ats-match/model/version-ats.ts';
import { FactCheck } from '../features/fact-check/components/FactCheck.tsx';
import { generationTexts } from '../features/generation/content/generation-texts.ts';
import { refineTexts } from '../features/generation/content/refine-texts.ts';
import type { Refining } from '../features/generation/hooks/useRefinement.ts';
import type { GenerationDone } from '../features/generation/model/generation-events.ts';
import { DraftNotice } from '../features/letter-checks/components/DraftNotice.tsx';
import { LetterWarnings } from '../features/letter-checks/components/LetterWarnings.tsx';
import { MissingEssentials } from '../features/letter-checks/components/MissingEssentials.tsx';
import { LetterEditor } from '../features/letter-editor/components/LetterEditor.tsx';
import { LetterPreview } from '../features/letter-preview/components/LetterPreview.tsx';
import { UpsellCard } from '../features/letter-preview/components/UpsellCard.tsx';
import { correctionFields } from '../features/posting-form/model/draft-corrections.ts';
import { usePostingDraft } from '../features/posting-form/model/posting-draft-store.ts';
import { versionTexts } from '../features/versions/content/version-texts.ts';
import { saveLetterContent } from '../lib/save-letter-content.ts';
import { letterChecksView } from './letter-checks-view.ts';
import { ResultLayout } from './ResultLayout.tsx';
import { useLetterResult } from './useLetterResult.ts';

interface SavedLetterViewProps {
  done: GenerationDone;
  notices: readonly MissingEssential[];
  unlockTarget: '/checkout' | '/signup' | null;
  refining: Refining;
  /** What made each version, by index, where this session knows it (refinement-label.ts). */
  versionLabels: readonly (string | undefined)[];
}

const apiFailure = (error: unknown, title: string) => {
  const apiError = error instanceof ApiError ? error : null;
  toastError(apiError?.title ?? title, apiError?.message ?? fr.common.genericError);
};

/**
 * The saved letter: versions to pick (premium), preview or editor, the refinements ('Régénérer',
 * 'Plus court'… and 'Réécrire ce paragraphe'; with the Premium badge for the other plans), the
 * upsell for everyone else; next to it the draft notice when the model was unavailable and the
 * checks the version on screen still fails, and 'Pourquoi cette phrase ?' (premium); beside it what the
 * inputs lacked, the claims to check and the ATS match, where a keyword of the CV the letter lacks can be
 * added to it.
 */
export function SavedLetterView({ done, notices, unlockTarget, refining, versionLabels }: SavedLetterViewProps) {
  const { isPremium } = usePremium();
  const result = useLetterResult(done);
  const resume = usePostingDraft((draft) => draft.resume);
  const jobPosting = usePostingDraft((draft) => draft.jobPosting);
  const emphasis = usePostingDraft((draft) => draft.emphasis);
  const corrections = usePostingDraft((draft) => draft.corrections);
  const [proposal, setProposal] = useState<{ keyword: string; sentence: string; content: string } | null>(null);
  // Keywords added by 'Accepter' to the version the api analysed: it now uses them, so they are no longer offered.
  const [added, setAdded] = useState<ReadonlySet<string>>(new Set());
  // The api decides what is locked; the session's premium status can only lock more, never less.
  const locked = result.letter.locked || !isPremium;
  const content = result.versions[result.selected] ?? result.letter.content;
  // The version the api analysed is the one it made the letter's text when it answered.
  const [analysedIndex] = useState(result.selected);
  const language = result.letter.language;
  const analysis = useMemo(
    () =>
      versionAts({
        analysed: done.ats,
        analysedIndex,
        selected: result.selected,
        text: content,
        resume,
        jobPosting,
        overrides: correctionFields(corrections, jobPosting),
        language,
      }),
    [done.ats, analysedIndex, result.selected, content, resume, jobPosting, corrections, language],
  );
  const ats =
    result.selected === analysedIndex
      ? { ...analysis, keywords: analysis.keywords.map((keyword) => (added.has(keyword.term) ? { ...keyword, inLetter: true } : keyword)) }
      : analysis;
  const claims = done.unsupportedClaims[result.selected] ?? [];
  const checks = letterChecksView({ notices, warnings: done.warnings[result.selected] ?? [], claims });
  const writing = refining.text !== null;
  const busy = writing || result.editing || result.choosing;

  // What the user corrected on the generator's steps is sent again: a refinement is written for the same company and name.
  const refine = (body: Omit<RefineBody, 'resume' | 'jobPosting' | 'from'>) =>
    refining.start(result.letter.id, { resume, jobPosting, emphasis, from: result.selected, ...correctionFields(corrections, jobPosting), ...body });

  const propose = async (keyword: string) => {
    try {
      const proposed = await proposeKeywordSentence(result.letter.id, { resume, jobPosting, keyword, from: result.selected });
      setProposal({ ...proposed, keyword });
    } catch (error) {
      apiFailure(error, atsTexts.proposalFailed);
    }
  };

  const accept = async ({ keyword, content: text }: { keyword: string; content: string }) => {
    try {
      result.saved(await saveLetterContent(result.letter, text));
      // Another version is analysed again from its new text; the api's analysis needs telling.
      if (result.selected === analysedIndex) setAdded((terms) => new Set(terms).add(keyword));
      toastSuccess(atsTexts.added);
    } catch (error) {
      apiFailure(error, atsTexts.proposalFailed);
    }
  };

  const paragraphAction = (index: number) =>
    !locked && !busy && isRewritableParagraph(content, index) ? (
      <Button variant="ghost" size="sm" onClick={() => refine({ kind: 'paragraph', paragraph: index })}>
        {refineTexts.paragraph}{' '}
        <span className="gn:sr-only">(paragraphe {index + 1})</span>
      </Button>
    ) : null;

  // While a new version is written its text takes the preview's place; the buttons stay where they were, disabled.
  const panel = result.editing && !writing ? (
    <LetterEditor letter={result.letter} initialContent={content} onSaved={result.saved} onCancel={result.stopEditing} />
  ) : (
    <LetterPreview
      content={writing ? (refining.text ?? '') : content}
      locked={locked}
      writing={writing}
      letterId={result.letter.id}
      onEdit={locked ? undefined : result.startEditing}
      unlockTarget={unlockTarget}
      paragraphAction={paragraphAction}
      toolbar={<RefineButtons premium={isPremium} busy={busy} onRefine={(kind) => refine({ kind })} hint={refineTexts.hint} />}
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
          {/* Always there, so that screen readers announce the text when it appears. */}
          <p role="status" className="gn:text-sm gn:font-medium gn:text-brand-700 gn:empty:hidden">
            {writing ? refineTexts.writing : ''}
          </p>
          <LetterWarnings warnings={checks.warnings} />
          {isPremium && result.versions.length > 1 ? (
            <LetterVersionTabs
              count={result.versions.length}
              selected={result.selected}
              onSelect={result.choose}
              locked={busy}
              busy={writing}
              labels={versionLabels}
              hint={versionTexts.hint}
            >
              {panel}
            </LetterVersionTabs>
          ) : (
            panel
          )}
          {/* A Premium user's unlocked letter only: the sources quote the whole text (docs/why-this-sentence.md). */}
          {!locked && !writing && !result.editing && (
            <WhyThisSentence letterId={result.letter.id} from={result.selected} content={content} texts={{ resume, jobPosting }} />
          )}
          {unlockTarget && <UpsellCard target={unlockTarget} />}
          <KeywordProposal
            sentence={proposal?.sentence ?? null}
            onAccept={() => proposal && void accept(proposal)}
            onCancel={() => setProposal(null)}
          />
        </>
      }
      insights={
        <>
          <MissingEssentials notices={notices} />
          <FactCheck claims={claims} conclusive={checks.conclusive} />
          <AtsMatch ats={ats} {...(!locked && !busy ? { onAdd: (term: string) => void propose(term) } : {})} />
        </>
      }
    />
  );
}
