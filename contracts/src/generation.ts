import { z } from 'zod';
import {
  type AtsAnalysis,
  ESSENTIALS,
  frenchNumber,
  LETTER_CHECKS,
  letterInputSchema,
  LIMITS,
  type MissingEssential,
} from '@lettra/letter-engine';
import { letterViewSchema } from './letters.ts';
import { readingCorrectionsShape } from './reading-corrections.ts';

/**
 * `POST /api/letters/generate`: the letter request of docs/product.md §3, with the rules of docs/product.md §5 (see
 * letterInputSchema), and what the user corrected of the reading (reading-corrections.ts). The answer is
 * a stream of Server-Sent Events, described below.
 */
export const generationRequestSchema = letterInputSchema.extend(readingCorrectionsShape);
export type GenerationRequest = z.input<typeof generationRequestSchema>;
/** A validated generation request: the letter's input and the corrections, defaults applied. */
export type GenerationInput = z.infer<typeof generationRequestSchema>;

/** One posting keyword and where it was found (see analyzeAts). */
export const atsKeywordSchema = z.object({
  term: z.string(),
  weight: z.enum(['required', 'nice']),
  inResume: z.boolean(),
  /** null when no letter was analysed. */
  inLetter: z.boolean().nullable(),
});

/** The ATS match of a CV (and optionally a letter) against a posting: score 0–100 and keywords. */
export const atsAnalysisSchema = z.object({
  score: z.int().min(0).max(100),
  keywords: z.array(atsKeywordSchema),
}) satisfies z.ZodType<AtsAnalysis>;

/** The SSE event names of a generation, in the order they come: meta, delta… (rewrite, delta…), then done or error. */
export const GENERATION_EVENTS = ['meta', 'delta', 'rewrite', 'done', 'error'] as const;
export type GenerationEventName = (typeof GENERATION_EVENTS)[number];

/** Something the letter needs that the CV or the posting does not give, and how to fix it (French). */
export const missingEssentialSchema = z.object({
  code: z.enum(ESSENTIALS),
  message: z.string(),
}) satisfies z.ZodType<MissingEssential>;

/** A rule a version still breaks once written (and repaired, with the model), told to the user in French. */
export const letterWarningSchema = z.object({
  code: z.enum(LETTER_CHECKS),
  message: z.string(),
});
export type LetterWarning = z.infer<typeof letterWarningSchema>;

/**
 * `meta`, the first event: the id the letter will be saved under (it exists only once `done`
 * arrives), its title, company and position, how many versions are being written (1 free, 3
 * premium), whether the user only gets previews, the ATS analysis of the CV (inLetter null), and
 * what the CV or the posting lacks for a good letter (see findMissingEssentials).
 */
export const generationMetaSchema = z.object({
  letterId: z.string(),
  title: z.string(),
  company: z.string(),
  position: z.string(),
  versions: z.int().min(1).max(LIMITS.premiumVersions),
  locked: z.boolean(),
  ats: atsAnalysisSchema,
  notices: z.array(missingEssentialSchema),
});
export type GenerationMeta = z.infer<typeof generationMetaSchema>;

/** `delta`: text appended to one version (`version` is its 0-based index). */
export const generationDeltaSchema = z.object({
  version: z.int().min(0),
  text: z.string(),
});
export type GenerationDelta = z.infer<typeof generationDeltaSchema>;

/**
 * `rewrite`: the text of `version` sent so far is dropped, and the deltas that follow write it
 * again: `repair` when the model corrects what the checks found, `fallback` when the model became
 * unavailable and the offline writer takes over.
 */
export const generationRewriteSchema = z.object({
  version: z.int().min(0),
  reason: z.enum(['repair', 'fallback']),
});
export type GenerationRewrite = z.infer<typeof generationRewriteSchema>;

/** Free plan: letters generated this calendar month and the monthly limit. */
export const generationQuotaSchema = z.object({ used: z.int().min(0), limit: z.int().min(0) });
export type GenerationQuota = z.infer<typeof generationQuotaSchema>;

/** `GET /api/letters/quota`: the free plan's letters this month, shown before generating; null for premium. */
export const generationQuotaResponseSchema = z.object({ quota: generationQuotaSchema.nullable() });
export type GenerationQuotaResponse = z.infer<typeof generationQuotaResponseSchema>;

/**
 * `done`, the last event of a success: the saved letter (content = version 0; a preview when
 * locked), every version's text (previews when locked), the ATS analysis with version 0, the
 * claims of each version the CV does not support, the rules each version still breaks (see
 * verifyLetter), whether the offline writer wrote the letter because the model was unavailable
 * (a draft written without the AI service), and the free quota (null for premium).
 */
export const generationDoneSchema = z.object({
  letter: letterViewSchema,
  versions: z.array(z.string()).min(1),
  ats: atsAnalysisSchema,
  unsupportedClaims: z.array(z.array(z.string())),
  warnings: z.array(z.array(letterWarningSchema)),
  fallback: z.boolean(),
  quota: generationQuotaSchema.nullable(),
});
export type GenerationDone = z.infer<typeof generationDoneSchema>;

/**
 * `error`, the last event of a failure after the stream started: the api's error code, the docs/product.md §8
 * message in the letter's language and the toast title. Nothing was saved, no quota was used.
 */
export const generationErrorEventSchema = z.object({
  code: z.string(),
  message: z.string(),
  title: z.string().optional(),
});
export type GenerationErrorEvent = z.infer<typeof generationErrorEventSchema>;

/**
 * `POST /api/analysis/match`: the ATS analysis of a CV against a posting, with a letter when one is
 * given (its keywords and its claims the CV does not support). Same field rules as a generation, and
 * the same corrections of the reading (reading-corrections.ts): the corrected company and position are
 * names, never keywords nor claims, and a requirement unticked asks for no keyword. A chosen CV line
 * changes no match; it is taken so that the generator sends one set of corrections everywhere.
 */
export const analysisMatchBodySchema = letterInputSchema
  .pick({ resume: true, jobPosting: true, language: true })
  .extend({
    letter: z
      .string({ error: 'La lettre doit être un texte.' })
      .max(LIMITS.letterMaxChars, {
        error: `Votre lettre ne doit pas dépasser ${frenchNumber(LIMITS.letterMaxChars)} caractères.`,
      })
      .optional(),
    ...readingCorrectionsShape,
  });
export type AnalysisMatchBody = z.input<typeof analysisMatchBodySchema>;
/** A validated analysis request: the texts, the letter if any, and the corrections, defaults applied. */
export type AnalysisMatchInput = z.infer<typeof analysisMatchBodySchema>;

/** Answer of `POST /api/analysis/match`; `unsupportedClaims` is empty when no letter was given. */
export const analysisMatchResponseSchema = z.object({
  ats: atsAnalysisSchema,
  unsupportedClaims: z.array(z.string()),
});
export type AnalysisMatchResponse = z.infer<typeof analysisMatchResponseSchema>;
