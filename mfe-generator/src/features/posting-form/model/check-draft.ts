import { ENGINE_MESSAGES, letterInputSchema, LIMITS } from '@lettra/letter-engine';
import { generationRequestSchema, type GenerationInput } from '@lettra/contracts';
import { fr } from '@lettra/shared-ui/strings';
import { correctionFields } from './draft-corrections.ts';
import type { PostingDraft, StepIndex } from './posting-draft-store.ts';

/** What stops the form, where, and the destructive toast that says so. */
export interface DraftProblem {
  step: StepIndex;
  field: 'resume' | 'jobPosting' | 'emphasis' | null;
  title: string;
  description: string;
}

export type DraftCheck = { ok: true; request: GenerationInput } | { ok: false; problem: DraftProblem };

const LIMIT = { resume: LIMITS.resumeMaxChars, jobPosting: LIMITS.postingMaxChars } as const;

const FIELD_STEP: Record<NonNullable<DraftProblem['field']>, StepIndex> = { resume: 0, jobPosting: 1, emphasis: 2 };
// The corrections are typed on the step that shows them (docs/decisions.md): the name on the CV's, the rest on the posting's.
const CORRECTION_STEP: Record<string, StepIndex> = { candidateName: 0, company: 1, position: 1, droppedRequirements: 1, chosenFacts: 1 };

/** docs/product.md §4/§5: step 1 cannot be left without CV text, step 2 not without posting text (after trimming). */
export function emptyStepProblem(draft: Pick<PostingDraft, 'resume' | 'jobPosting'>, step: StepIndex): DraftProblem | null {
  if (step === 0 && draft.resume.trim() === '') return { step: 0, field: 'resume', ...fr.toasts.missingResume };
  if (step === 1 && draft.jobPosting.trim() === '') return { step: 1, field: 'jobPosting', ...fr.toasts.missingPosting };
  return null;
}

/**
 * Leaving step 1 or 2: its text is there and within the api's size limit, so a text too long is
 * reported where it was typed, not after the options. A CV too short stays a generation error (docs/product.md §5).
 */
export function stepProblem(draft: Pick<PostingDraft, 'resume' | 'jobPosting'>, step: StepIndex): DraftProblem | null {
  const empty = emptyStepProblem(draft, step);
  if (empty) return empty;
  const field = step === 0 ? 'resume' : step === 1 ? 'jobPosting' : null;
  if (field === null || draft[field].length <= LIMIT[field]) return null;
  const issue = letterInputSchema.shape[field].safeParse(draft[field]).error?.issues.find((found) => found.code === 'too_big');
  return { step, field, title: fr.toasts.generationError.title, description: issue?.message ?? fr.toasts.generationError.description };
}

/** The first empty required step, checked in the spec's order (CV, then posting). */
export function firstEmptyProblem(draft: Pick<PostingDraft, 'resume' | 'jobPosting'>): DraftProblem | null {
  return emptyStepProblem(draft, 0) ?? emptyStepProblem(draft, 1);
}

/**
 * Checks a draft with the api's own rules (generationRequestSchema: letterInputSchema and the
 * corrections), so the browser refuses exactly what the api would. The 'CV too short' message follows the letter's language (docs/product.md §5) and is raised
 * as a generation error, as in the spec, where it is thrown just before the AI call.
 */
export function checkDraft(draft: PostingDraft): DraftCheck {
  const empty = firstEmptyProblem(draft);
  if (empty) return { ok: false, problem: empty };
  const parsed = generationRequestSchema.safeParse({
    resume: draft.resume,
    jobPosting: draft.jobPosting,
    tone: draft.tone,
    emphasis: draft.emphasis,
    language: draft.language,
    ...correctionFields(draft.corrections, draft.jobPosting),
  });
  if (parsed.success) return { ok: true, request: parsed.data };

  const issue = parsed.error.issues[0];
  const name = issue?.path[0];
  const field = name === 'resume' || name === 'jobPosting' || name === 'emphasis' ? name : null;
  const tooShort = field === 'resume' && draft.resume.trim().length < LIMITS.resumeMinChars;
  return {
    ok: false,
    problem: {
      step: field ? FIELD_STEP[field] : (CORRECTION_STEP[String(name)] ?? 2),
      field,
      title: fr.toasts.generationError.title,
      description: tooShort ? ENGINE_MESSAGES.cvTooShort[draft.language] : (issue?.message ?? fr.toasts.generationError.description),
    },
  };
}
