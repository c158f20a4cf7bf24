import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { ENGINE_MESSAGES } from '@lettra/letter-engine';
import { generationRequestSchema, type GenerationInput, type GenerationRequest } from '@lettra/contracts';

export type GeneratorFieldName = 'resume' | 'jobPosting' | 'emphasis' | 'tone' | 'language';

/** The fields the form shows, as typed (untrimmed): the letter request's texts and options. */
export type GeneratorFields = Pick<GenerationRequest, GeneratorFieldName>;

/** The same fields once checked: trimmed, an empty emphasis left out, as the api takes them. */
export type CheckedFields = Pick<GenerationInput, GeneratorFieldName>;

/**
 * The api's own rules for these fields (contracts' generationRequestSchema, docs/product.md §5), so the
 * form refuses exactly what the api would, in the api's words; one source of types and messages.
 */
export const generatorFormSchema = generationRequestSchema.pick({ resume: true, jobPosting: true, emphasis: true, tone: true, language: true });

const checkFields = zodResolver(generatorFormSchema);

/**
 * zodResolver over generatorFormSchema. The schema words 'CV too short' in French, as the api's 400 does;
 * the form says it in the letter's language, as the spec's check before the AI call does (docs/product.md §5).
 */
export const generatorResolver: Resolver<GeneratorFields, unknown, CheckedFields> = async (values, context, options) => {
  const result = await checkFields(values, context, options);
  const errors: FieldErrors<GeneratorFields> = result.errors;
  if (errors.resume?.message === ENGINE_MESSAGES.cvTooShort.french) errors.resume.message = ENGINE_MESSAGES.cvTooShort[values.language ?? 'french'];
  return result;
};
