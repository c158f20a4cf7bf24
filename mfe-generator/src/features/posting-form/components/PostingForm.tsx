import { useEffect, useMemo, useRef, type FormEvent, type ReactNode } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { useShallow } from 'zustand/react/shallow';
import { ArrowLeft, ArrowRight, Sparkles } from 'lucide-react';
import { Button, toastError, useAuth } from '@lettra/shared-ui';
import { generatorTexts } from '../../../content/generator-texts.ts';
import { StepIndicator } from '@lettra/shared-ui/step-indicator';
import { analyzePosting } from '@lettra/letter-engine';
import type { GenerationInput } from '@lettra/contracts';
import { useRequireLogin } from '../../../lib/useRequireLogin.ts';
import { formTexts } from '../content/form-texts.ts';
import { checkRequest, fieldProblem, hasEmptyText, isShortResume, orderedProblems, stepField, type DraftProblem } from '../model/form-problems.ts';
import { generatorResolver, type CheckedFields, type GeneratorFieldName, type GeneratorFields } from '../model/generator-form.ts';
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

/**
 * The generator's three-step form (docs/product.md §2, §4, §5), on react-hook-form with the api's rules
 * (generatorResolver). What is typed is written to the persisted draft store too, so it survives the trip
 * to /login and back, and what other parts of the generator put in the store (an imported CV or posting,
 * the saved CV) comes into the form. The checks run in the spec's order: empty CV, empty posting, signed
 * out, then the api's own rules; each refusal is a toast, the error under its field, and focus on it.
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
  const values = usePostingDraft(useShallow(({ resume, jobPosting, emphasis, tone, language }): GeneratorFields => ({ resume, jobPosting, emphasis, tone, language })));
  const { control, trigger, getValues, getFieldState, clearErrors, setFocus, handleSubmit } = useForm<GeneratorFields, unknown, CheckedFields>({
    resolver: generatorResolver,
    values,
    // The store's changes come in as the form's values; the errors shown stay until their field is edited.
    resetOptions: { keepErrors: true },
    reValidateMode: 'onSubmit',
    // The invalid field may sit on another step: focus waits until that step is drawn (below).
    shouldFocusError: false,
  });
  const { user, status } = useAuth();
  const requireLogin = useRequireLogin();
  const stepRef = useRef<HTMLDivElement>(null);
  // Focus follows the step only after the user moved, never on first render (the form sits mid-page).
  const moved = useRef(false);
  // The invalid field to focus once its step is drawn.
  const focusNext = useRef<GeneratorFieldName | null>(null);

  useEffect(() => {
    if (!moved.current) return;
    const field = focusNext.current;
    focusNext.current = null;
    if (field) return setFocus(field);
    // A correction of the reading the api refuses is a field of the app layer's, marked invalid there.
    const step = stepRef.current;
    (step?.querySelector<HTMLElement>('[aria-invalid="true"]') ?? step?.querySelector<HTMLElement>('textarea, input, select'))?.focus();
  }, [draft.step, setFocus]);

  const goTo = (step: StepIndex) => {
    moved.current = true;
    draft.goTo(step);
  };

  const stop = (problem: DraftProblem) => {
    toastError(problem.title, problem.description);
    if (problem.step !== draft.step) {
      focusNext.current = problem.field;
      goTo(problem.step);
    } else if (problem.field) {
      setFocus(problem.field);
    }
  };

  const edited = (field: GeneratorFieldName) => {
    clearErrors(field);
    draft.update(getValues());
  };

  // Read on the options step only, where the letter's language is chosen.
  const onOptions = draft.step === LAST_STEP;
  const postingLanguage = useMemo(() => (onOptions ? analyzePosting(values.jobPosting).language : null), [onOptions, values.jobPosting]);

  const next = async () => {
    const field = stepField(draft.step);
    if (field) {
      await trigger(field);
      const message = getFieldState(field).error?.message;
      // A CV too short is a generation error (docs/product.md §5): the step is left with it.
      if (field === 'resume' && isShortResume(getValues())) clearErrors(field);
      else if (message) return stop(fieldProblem(field, message, getValues()));
    }
    if (draft.step === 0) onResumeAccepted?.(getValues().resume);
    if (draft.step < LAST_STEP) goTo((draft.step + 1) as StepIndex);
  };

  const back = () => {
    if (draft.step > 0) goTo((draft.step - 1) as StepIndex);
  };

  const generate = (fields: CheckedFields) => {
    const checked = checkRequest(fields, draft.corrections, draft.jobPosting);
    if (!checked.ok) return stop(checked.problem);
    onGenerate(checked.request);
  };

  const refuse = (errors: FieldErrors<GeneratorFields>) => {
    const [first] = orderedProblems(errors, getValues());
    if (first) stop(first);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || generateBlocked) return;
    if (draft.step < LAST_STEP) return void next();
    // Signing in comes after the empty texts and before the api's rules (docs/product.md §5): nothing
    // else is checked, nor marked, on the way to /login.
    if (!user && !hasEmptyText(getValues())) return requireLogin();
    return handleSubmit(generate, refuse)(event);
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
            control={control}
            onEdited={edited}
            importControl={resumeImport}
            saveControl={resumeSaving}
            reading={resumeReading}
          />
        )}
        {draft.step === 1 && <PostingStep control={control} onEdited={edited} importControl={postingImport} reading={postingReading} />}
        {draft.step === 2 && <OptionsStep control={control} onEdited={edited} postingLanguage={postingLanguage} />}
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
          <Button key="next" onClick={() => void next()}>
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
