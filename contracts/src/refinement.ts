import { z } from 'zod';
import { letterInputSchema, REFINEMENTS } from '@lettra/letter-engine';
import { atsAnalysisSchema } from './generation.ts';
import { readingCorrectionsShape } from './reading-corrections.ts';

/** Versions a letter keeps: its first ones and the refinements after them. */
export const MAX_LETTER_VERSIONS = 12;

// The CV is never kept with the letter (docs/decisions.md), so the browser sends it again with the posting.
const refinementTexts = letterInputSchema.pick({ resume: true, jobPosting: true, emphasis: true });

const versionIndex = z
  .int({ error: 'Version de départ invalide.' })
  .min(0, { error: 'Version de départ invalide.' })
  .max(MAX_LETTER_VERSIONS - 1, { error: 'Version de départ invalide.' });

/**
 * `POST /api/letters/:id/refine`: a new version of the letter written from version `from`, answered
 * with the generation's Server-Sent Events (delta… for the new version, then done or error).
 * `paragraph` is the index of the paragraph to rewrite, counted over the non-empty lines. The
 * corrections of the generator's steps come again with the texts (reading-corrections.ts); without
 * them, the letter's own company and position are kept.
 */
export const refineBodySchema = refinementTexts
  .extend({
    kind: z.enum(REFINEMENTS, { error: 'Retouche inconnue : regenerate, shorter, longer, personal ou paragraph.' }),
    from: versionIndex,
    paragraph: z.int({ error: 'Paragraphe invalide.' }).min(0, { error: 'Paragraphe invalide.' }).max(200, { error: 'Paragraphe invalide.' }).optional(),
    ...readingCorrectionsShape,
  })
  .refine((body) => body.kind !== 'paragraph' || body.paragraph !== undefined, {
    error: 'Indiquez le paragraphe à réécrire.',
    path: ['paragraph'],
  });
export type RefineBody = z.input<typeof refineBodySchema>;
export type RefineRequest = z.infer<typeof refineBodySchema>;

/**
 * `GET /api/letters/:id/versions`: what a saved letter keeps besides its text: every version (the
 * chosen one as last saved, edits included), which one is chosen, the ATS analysis and the claims
 * of each version its CV did not support. A locked letter's versions are not sent (empty list).
 */
export const letterVersionsSchema = z.object({
  versions: z.array(z.string()),
  chosenVersion: z.int().min(0),
  ats: atsAnalysisSchema.nullable(),
  unsupportedClaims: z.array(z.array(z.string())),
});
export type LetterVersions = z.infer<typeof letterVersionsSchema>;

/** One letter's versions and checks in the data export (`GET /api/me/export`), shaped as above. */
export const letterVersionsExportSchema = letterVersionsSchema.extend({ letterId: z.string() });
export type LetterVersionsExport = z.infer<typeof letterVersionsExportSchema>;

/** `PUT /api/letters/:id/chosen-version`: the edit counter the choice started from, and the version to keep. */
export const chooseVersionBodySchema = z.strictObject({
  version: z.int({ error: 'Version de la lettre manquante : rechargez-la.' }).min(1, { error: 'Version de la lettre manquante : rechargez-la.' }),
  chosenVersion: versionIndex,
});
export type ChooseVersionBody = z.input<typeof chooseVersionBodySchema>;

/**
 * `POST /api/letters/:id/keyword-sentence`: 'Ajouter à la lettre' for a posting keyword the CV
 * supports, in version `from`. The answer proposes the sentence and the letter with it; nothing
 * is saved until the user accepts.
 */
export const keywordSentenceBodySchema = refinementTexts.pick({ resume: true, jobPosting: true }).extend({
  keyword: z
    .string({ error: 'Mot-clé manquant.' })
    .trim()
    .min(1, { error: 'Mot-clé manquant.' })
    .max(100, { error: 'Mot-clé trop long (100 caractères au plus).' }),
  from: versionIndex,
});
export type KeywordSentenceBody = z.input<typeof keywordSentenceBodySchema>;
export type KeywordSentenceRequest = z.infer<typeof keywordSentenceBodySchema>;

export const keywordSentenceResponseSchema = z.object({ sentence: z.string(), content: z.string() });
export type KeywordSentenceResponse = z.infer<typeof keywordSentenceResponseSchema>;

/**
 * `POST /api/letters/:id/explanations`: 'Pourquoi cette phrase ?' for version `from` (docs/why-this-sentence.md).
 * The CV and the posting come again, as with a refinement: the letter never keeps the CV.
 */
export const letterExplanationsBodySchema = refinementTexts.pick({ resume: true, jobPosting: true }).extend({ from: versionIndex });
export type LetterExplanationsBody = z.input<typeof letterExplanationsBodySchema>;
export type LetterExplanationsRequest = z.infer<typeof letterExplanationsBodySchema>;

/**
 * Each sentence of the letter's body that states a fact, as written: the CV line it rests on, the posting
 * line it answers, and why the fact check flags it (French), each null when there is none.
 */
export const sentenceSourceSchema = z.object({
  sentence: z.string(),
  cvLine: z.string().nullable(),
  postingLine: z.string().nullable(),
  flagged: z.string().nullable(),
});
export type SentenceSourceView = z.infer<typeof sentenceSourceSchema>;

export const letterExplanationsSchema = z.object({ sentences: z.array(sentenceSourceSchema) });
export type LetterExplanations = z.infer<typeof letterExplanationsSchema>;
