import { CvImportButton } from '../features/cv-import/components/CvImportButton.tsx';
import { GenerationAnnouncer } from '../features/generation/components/GenerationAnnouncer.tsx';
import { QuotaNotice } from '../features/generation/components/QuotaNotice.tsx';
import { useLetterGeneration } from '../features/generation/hooks/useLetterGeneration.ts';
import { PostingForm } from '../features/posting-form/components/PostingForm.tsx';
import { usePostingDraft } from '../features/posting-form/model/posting-draft-store.ts';
import { DraftEssentials } from './DraftEssentials.tsx';
import { LetterResult } from './LetterResult.tsx';

/**
 * The generator: the form until the api starts answering, then the result as it streams. Composes
 * the features, which never import each other (docs/architecture.md).
 */
export function GeneratorFlow() {
  const { state, start, cancel } = useLetterGeneration();
  const updateDraft = usePostingDraft((draft) => draft.update);
  const quotaReached = state.status === 'failed' && state.failure.code === 'QuotaExceededError';

  return (
    <div className="gn:flex gn:flex-col gn:gap-6">
      <GenerationAnnouncer state={state} />
      {state.status === 'streaming' || state.status === 'done' ? (
        <LetterResult state={state} onEditInputs={cancel} />
      ) : (
        <div className="gn:rounded-card gn:border gn:border-ink-200 gn:bg-white gn:p-4 gn:shadow-card gn:sm:p-6">
          <PostingForm
            busy={state.status === 'connecting'}
            onGenerate={start}
            resumeImport={<CvImportButton onImported={(resume) => updateDraft({ resume })} />}
            notice={quotaReached ? <QuotaNotice message={state.failure.message} /> : undefined}
            readiness={<DraftEssentials />}
          />
        </div>
      )}
    </div>
  );
}
