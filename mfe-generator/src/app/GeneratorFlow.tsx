import { useCallback } from 'react';
import type { PostingFromLinkResponse } from '@lettra/contracts';
import { useAuth } from '@lettra/shared-ui';
import { CvImportButton } from '../features/cv-import/components/CvImportButton.tsx';
import { GenerationAnnouncer } from '../features/generation/components/GenerationAnnouncer.tsx';
import { QuotaLeft } from '../features/generation/components/QuotaLeft.tsx';
import { QuotaNotice } from '../features/generation/components/QuotaNotice.tsx';
import { generationTexts } from '../features/generation/content/generation-texts.ts';
import { useFreeQuota } from '../features/generation/hooks/useFreeQuota.ts';
import { useLetterGeneration } from '../features/generation/hooks/useLetterGeneration.ts';
import { PostingForm } from '../features/posting-form/components/PostingForm.tsx';
import { LAST_STEP, usePostingDraft } from '../features/posting-form/model/posting-draft-store.ts';
import { PostingLinkImport } from '../features/posting-link/components/PostingLinkImport.tsx';
import { SaveResumeCheckbox } from '../features/saved-resume/components/SaveResumeCheckbox.tsx';
import { useSavedResume } from '../features/saved-resume/hooks/useSavedResume.ts';
import { DraftEssentials } from './DraftEssentials.tsx';
import { InterruptedLetter } from './InterruptedLetter.tsx';
import { LetterResult } from './LetterResult.tsx';
import { PostingReading } from './PostingReading.tsx';
import { ResumeReading } from './ResumeReading.tsx';

/**
 * The generator: the form until the api starts answering, then the result as it streams. Composes
 * the features, which never import each other (docs/architecture.md).
 */
export function GeneratorFlow() {
  const { state, start, cancel, retry } = useLetterGeneration();
  const updateDraft = usePostingDraft((draft) => draft.update);
  const correctDraft = usePostingDraft((draft) => draft.correct);
  const onLastStep = usePostingDraft((draft) => draft.step === LAST_STEP);
  const onResumeStep = usePostingDraft((draft) => draft.step === 0);
  const resumeFilled = usePostingDraft((draft) => draft.resume.trim() !== '');
  const { user } = useAuth();
  // Read again whenever a generation ends (useLetterGeneration), so the count shown is the one the api will apply.
  const formShown = state.status !== 'streaming' && state.status !== 'done';
  const quota = useFreeQuota(formShown && onLastStep && user !== null && !user.isPremium);
  // What was typed in this tab wins over the saved CV.
  const prefill = useCallback(
    (resume: string) => {
      if (usePostingDraft.getState().resume.trim() === '') updateDraft({ resume });
    },
    [updateDraft],
  );
  // A posting imported from its link replaces the last one, and what was corrected of that one with it:
  // the page's JobPosting names the company, place and contract; the position is left to the reading,
  // which takes '(H/F)' and the like out of the title the text starts with.
  const importPosting = (imported: PostingFromLinkResponse) => {
    updateDraft({ jobPosting: imported.text });
    const { company, place, contract } = imported.fields;
    correctDraft({ company, position: null, place, contract });
  };
  const savedResume = useSavedResume({ active: formShown && onResumeStep, prefill });
  const partial = state.status === 'failed' ? state.partial : null;
  const quotaReached = state.status === 'failed' && state.failure.code === 'QuotaExceededError';
  const exhausted = quota !== null && quota.used >= quota.limit;
  const notice = quotaReached ? (
    <QuotaNotice message={state.failure.message} />
  ) : exhausted ? (
    <QuotaNotice message={generationTexts.quotaExhausted(quota.limit)} />
  ) : quota !== null ? (
    <QuotaLeft quota={quota} />
  ) : undefined;

  return (
    <div className="gn:flex gn:flex-col gn:gap-6">
      <GenerationAnnouncer state={state} />
      {partial && <InterruptedLetter partial={partial} onRetry={retry} />}
      {!formShown ? (
        <LetterResult state={state} onEditInputs={cancel} />
      ) : (
        <div className="gn:rounded-card gn:border gn:border-ink-200 gn:bg-white gn:p-4 gn:shadow-card gn:sm:p-6">
          <PostingForm
            busy={state.status === 'connecting'}
            onGenerate={start}
            resumeImport={
              <CvImportButton fieldFilled={resumeFilled} onImported={(resume) => updateDraft({ resume })} />
            }
            postingImport={<PostingLinkImport onImported={importPosting} />}
            resumeSaving={
              savedResume.available && <SaveResumeCheckbox checked={savedResume.consent} onChange={savedResume.setConsent} />
            }
            resumeReading={<ResumeReading />}
            postingReading={<PostingReading />}
            onResumeAccepted={savedResume.commit}
            notice={notice}
            generateBlocked={quotaReached || exhausted}
            readiness={<DraftEssentials />}
          />
        </div>
      )}
    </div>
  );
}
