import { useEffect, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { ArrowLeft, ArrowRight, Sparkles } from 'lucide-react';
import { Button, toastError, useAuth } from '@lettra/shared-ui';
import { generatorTexts } from '../../../content/generator-texts.ts';
import { StepIndicator } from '@lettra/shared-ui/step-indicator';
import { analyzePosting } from '@lettra/letter-engine';
import type { GenerationInput } from '@lettra/contracts';
import { useRequireLogin } from '../../../lib/useRequireLogin.ts';
import { formTexts } from '../content/form-texts.ts';
import { checkDraft, firstEmptyProblem, stepProblem, type DraftProblem } from '../model/check-draft.ts';
import { LAST_STEP, usePostingDraft, type StepIndex } from '../model/posting-draft-store.ts';
import { OptionsStep } from './OptionsStep.tsx';
import { PostingStep } from './PostingStep.tsx';
import { ResumeStep } from './ResumeStep.tsx';

interface PostingFormProps {
  /** A generation is being requested: the generate button reads 'Génération en cours...' and is disabled. */
  busy: boolean;
  onGenerate(request: GenerationInput): void;
  /** The CV import control, composed by the app layer (features do not import each other). */
  resumeImport?: ReactNode;
  /** Shown under the CV, e.g. the consent to keep it for the next letters. */
  resumeSaving?: ReactNode;
  /** The posting's link import, composed by the app layer. */
  postingImport?: ReactNode;
  /** Shown under the CV: the candidate's name read from it, to correct (docs/decisions.md). */
  resumeReading?: ReactNode;
  /** Shown under the posting: what was read of it, to correct (docs/decisions.md). */
  postingReading?: ReactNode;
  /** The CV step was left forward, its text accepted. */
  onResumeAccepted?(resume: string): void;
  /** Shown above the buttons, e.g. the upsell after the free quota is used up. */
  notice?: ReactNode;
  /** The reason 'Générer ma lettre' cannot be used (the free letters of the month are used up), shown in `notice`. */
  generateBlocked?: boolean;
  /** Shown on the last step, before generating: what the CV or the posting lacks for a good letter. */
  readiness?: ReactNode;
}

type FieldError = { field: NonNullable<DraftProblem['field']>; message: string };

/**
 * The generator's three-step form (docs/product.md §2, §4, §5). What is typed lives in the persisted draft
 * store, so it survives the trip to /login and back. The checks run in the spec's order: empty CV,
 * empty posting, signed out, then the api's own rules (letterInputSchema).
 */
export function PostingForm({
  busy,
  onGenerate,
  resumeImport,
  resumeSaving,
  postingImport,
  resumeReading,
  postingReading,
  onResumeAccepted,
  notice,
  generateBlocked = false,
  readiness,
}: PostingFormProps) {
  const draft = usePostingDraft();
  const { user, status } = useAuth();
  const requireLogin = useRequireLogin();
  const [fieldError, setFieldError] = useState<FieldError | null>(null);
  const stepRef = useRef<HTMLDivElement>(null);
  // Focus follows the step only after the user moved, never on first render (the form sits mid-page).
  const moved = useRef(false);

  useEffect(() => {
    if (moved.current) stepRef.current?.querySelector<HTMLElement>('textarea, input, select')?.focus();
  }, [draft.step]);

  const goTo = (step: StepIndex) => {
    moved.current = true;
    draft.goTo(step);
  };

  const stop = (problem: DraftProblem) => {
    toastError(problem.title, problem.description);
    setFieldError(problem.field ? { field: problem.field, message: problem.description } : null);
    goTo(problem.step);
  };

  // Read on the options step only, where the letter's language is chosen.
  const onOptions = draft.step === LAST_STEP;
  const postingLanguage = useMemo(() => (onOptions ? analyzePosting(draft.jobPosting).language : null), [onOptions, draft.jobPosting]);

  const errorFor = (field: FieldError['field']) => (fieldError?.field === field ? fieldError.message : null);

  const edit = (patch: Parameters<typeof draft.update>[0]) => {
    if (fieldError && fieldError.field in patch) setFieldError(null);
    draft.update(patch);
  };

  const next = () => {
    const problem = stepProblem(draft, draft.step);
    if (problem) return stop(problem);
    if (draft.step === 0) onResumeAccepted?.(draft.resume);
    if (draft.step < LAST_STEP) goTo((draft.step + 1) as StepIndex);
  };

  const back = () => {
    if (draft.step > 0) goTo((draft.step - 1) as StepIndex);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || generateBlocked) return;
    if (draft.step < LAST_STEP) return next();
    const empty = firstEmptyProblem(draft);
    if (empty) return stop(empty);
    if (!user) return requireLogin();
    const checked = checkDraft(draft);
    if (!checked.ok) return stop(checked.problem);
    onGenerate(checked.request);
  };

  return (
    <form noValidate aria-label={formTexts.formLabel} onSubmit={submit} className="gn:flex gn:flex-col gn:gap-6">
      <div className="gn:flex gn:flex-col gn:gap-2">
        <StepIndicator steps={generatorTexts.steps} current={draft.step} />
        <p className="gn:sr-only" aria-live="polite">
          {`${formTexts.stepOf(draft.step + 1, generatorTexts.steps.length)} : ${generatorTexts.steps[draft.step]}`}
        </p>
      </div>

      <div ref={stepRef}>
        {draft.step === 0 && (
          <ResumeStep
            value={draft.resume}
            error={errorFor('resume')}
            onChange={(resume) => edit({ resume })}
            importControl={resumeImport}
            saveControl={resumeSaving}
            reading={resumeReading}
          />
        )}
        {draft.step === 1 && (
          <PostingStep importControl={postingImport} value={draft.jobPosting} error={errorFor('jobPosting')} onChange={(jobPosting) => edit({ jobPosting })} reading={postingReading} />
        )}
        {draft.step === 2 && (
          <OptionsStep
            emphasis={draft.emphasis}
            tone={draft.tone}
            language={draft.language}
            postingLanguage={postingLanguage}
            error={errorFor('emphasis')}
            onChange={edit}
          />
        )}
      </div>

      {onOptions && readiness}
      {notice}

      <div className="gn:flex gn:flex-col-reverse gn:gap-3 gn:sm:flex-row gn:sm:items-center gn:sm:justify-between">
        {draft.step > 0 ? (
          <Button variant="outline" onClick={back} disabled={busy}>
            <ArrowLeft aria-hidden="true" />
            {generatorTexts.back}
          </Button>
        ) : (
          <span aria-hidden="true" className="gn:hidden gn:sm:block" />
        )}
        {/* Distinct keys: the browser runs a click's default action after React re-rendered, so a
            reused <button> that became type="submit" would generate on the click that showed it. */}
        {draft.step < LAST_STEP ? (
          <Button key="next" onClick={next}>
            {generatorTexts.next}
            <ArrowRight aria-hidden="true" />
          </Button>
        ) : (
          <Button key="generate" type="submit" size="lg" loading={busy} disabled={status === 'loading' || generateBlocked}>
            {!busy && <Sparkles aria-hidden="true" />}
            {busy ? generatorTexts.generating : generatorTexts.generate}
          </Button>
        )}
      </div>
    </form>
  );
}
