import type { FieldErrors } from 'react-hook-form';
import { LIMITS } from '@lettra/letter-engine';
import { generationRequestSchema, type GenerationInput } from '@lettra/contracts';
import { generatorToasts } from '../../../content/toast-texts.ts';
import { correctionFields } from './draft-corrections.ts';
import type { CheckedFields, GeneratorFieldName, GeneratorFields } from './generator-form.ts';
import type { DraftCorrections, StepIndex } from './posting-draft-store.ts';

/** What stops the form, where, and the destructive toast that says so. */
export interface DraftProblem {
  step: StepIndex;
  /** The field to mark and focus; null for a correction of the reading, which has no field of the form. */
  field: GeneratorFieldName | null;
  /** An empty CV or posting (docs/product.md §5 'Contenu manquant'): reported before any other refusal. */
  missing: boolean;
  title: string;
  description: string;
}

export type RequestCheck = { ok: true; request: GenerationInput } | { ok: false; problem: DraftProblem };

// In the spec's order: the CV, the posting, then the options.
const FIELD_STEP = { resume: 0, jobPosting: 1, emphasis: 2, tone: 2, language: 2 } as const satisfies Record<GeneratorFieldName, StepIndex>;
const FIELDS = ['resume', 'jobPosting', 'emphasis', 'tone', 'language'] as const satisfies readonly GeneratorFieldName[];
// The corrections are typed on the step that shows them (docs/decisions.md): the name on the CV's, the rest on the posting's.
const CORRECTION_STEP: Record<string, StepIndex> = { candidateName: 0, company: 1, position: 1, droppedRequirements: 1, chosenFacts: 1 };

/** The text field a step cannot be left without (docs/product.md §4): the CV on step 1, the posting on step 2. */
export function stepField(step: StepIndex): 'resume' | 'jobPosting' | null {
  return step === 0 ? 'resume' : step === 1 ? 'jobPosting' : null;
}

/**
 * A CV that is there but under 50 characters: refused on generating, as the spec raises it just before
 * the AI call (docs/product.md §5), never when leaving its step.
 */
export function isShortResume({ resume }: Pick<GeneratorFields, 'resume'>): boolean {
  const length = resume.trim().length;
  return length > 0 && length < LIMITS.resumeMinChars;
}

/** An empty CV or posting after trimming (docs/product.md §5 'Contenu manquant'). */
export function hasEmptyText({ resume, jobPosting }: Pick<GeneratorFields, 'resume' | 'jobPosting'>): boolean {
  return resume.trim() === '' || jobPosting.trim() === '';
}

/** A field's refusal as the form reports it: 'Contenu manquant' for an empty CV or posting, 'Erreur de génération' for the api's other rules. */
export function fieldProblem(field: GeneratorFieldName, message: string, values: GeneratorFields): DraftProblem {
  const missing = (field === 'resume' || field === 'jobPosting') && values[field].trim() === '';
  return {
    step: FIELD_STEP[field],
    field,
    missing,
    title: missing ? generatorToasts.missingResume.title : generatorToasts.generationError.title,
    description: message,
  };
}

/** The form's refusals in the spec's order (docs/product.md §5): an empty CV, an empty posting, then the other rules field by field. */
export function orderedProblems(errors: FieldErrors<GeneratorFields>, values: GeneratorFields): DraftProblem[] {
  const problems = FIELDS.flatMap((field) => {
    const message = errors[field]?.message;
    return message ? [fieldProblem(field, message, values)] : [];
  });
  return [...problems.filter((problem) => problem.missing), ...problems.filter((problem) => !problem.missing)];
}

/**
 * The checked fields with what the user corrected of the reading, through the api's whole request
 * schema (generationRequestSchema): a correction it refuses is reported on the step that shows it.
 */
export function checkRequest(fields: CheckedFields, corrections: DraftCorrections, jobPosting: string): RequestCheck {
  const parsed = generationRequestSchema.safeParse({ ...fields, ...correctionFields(corrections, jobPosting) });
  if (parsed.success) return { ok: true, request: parsed.data };
  const issue = parsed.error.issues[0];
  return {
    ok: false,
    problem: {
      step: CORRECTION_STEP[String(issue?.path[0])] ?? 2,
      field: null,
      missing: false,
      title: generatorToasts.generationError.title,
      description: issue?.message ?? generatorToasts.generationError.description,
    },
  };
}
