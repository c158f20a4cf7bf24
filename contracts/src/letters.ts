import { z } from 'zod';
import { frenchNumber, LANGUAGES, LIMITS, TONES } from '@lettra/letter-engine';
import {
  APPLICATION_STATUSES,
  applicationNoteSchema,
  applicationStatusSchema,
  postingTextSchema,
  postingUrlSchema,
} from './applications.ts';
import { hasInvisibleControls } from './fields.ts';
import { isoInstantSchema } from './session.ts';

/** My-letters tabs (docs/product.md §2): Toutes, Favorites, Récentes. */
export const LETTER_TABS = ['all', 'favorites', 'recent'] as const;
export type LetterTab = (typeof LETTER_TABS)[number];

/** `GET /api/letters?q=&tab=`: `q` is a case-insensitive substring of title, company or position. */
export const lettersQuerySchema = z.object({
  q: z.string().trim().max(200, { error: 'Recherche trop longue (200 caractères au plus).' }).optional(),
  tab: z.enum(LETTER_TABS, { error: 'Onglet inconnu : all, favorites ou recent.' }).default('all'),
});
export type LettersQuery = z.input<typeof lettersQuerySchema>;

/**
 * A saved letter as its owner receives it. When the user is not effectively premium, `content`
 * holds only the preview and `locked` is true: the rest never leaves the server (docs/decisions.md).
 */
export const letterViewSchema = z.object({
  id: z.string(),
  title: z.string(),
  company: z.string(),
  position: z.string(),
  content: z.string(),
  locked: z.boolean(),
  favorite: z.boolean(),
  language: z.enum(LANGUAGES),
  tone: z.enum(TONES),
  createdAt: isoInstantSchema,
  updatedAt: isoInstantSchema,
  /** Creation day, `dd/mm/yyyy` (docs/product.md §9, fr-FR), as shown in the list. */
  date: z.string(),
  /** Send it back with every change: a stale version gets 409 and nothing is overwritten. */
  version: z.int(),
  /** The application sent with the letter (docs/product.md 'Applications'). */
  applicationStatus: z.enum(APPLICATION_STATUSES),
  /** When the status last changed; null while it is the first one. */
  statusChangedAt: z.nullable(isoInstantSchema),
  postingUrl: z.string().nullable(),
  postingText: z.string().nullable(),
  applicationNote: z.string().nullable(),
});
export type LetterView = z.infer<typeof letterViewSchema>;

/**
 * A letter as the list shows it: everything but its texts (the letter, the posting kept with it and
 * the note), which `GET /api/letters/:id` gives when it is opened.
 */
export const letterSummarySchema = letterViewSchema.omit({ content: true, postingText: true, applicationNote: true });
export type LetterSummary = z.infer<typeof letterSummarySchema>;

/** `GET /api/letters`: summaries, so a long library costs no more than its titles to list. */
export const lettersListResponseSchema = z.object({ letters: z.array(letterSummarySchema) });
export type LettersListResponse = z.infer<typeof lettersListResponseSchema>;

/** A letter's title as the user renames it ('Renommer' in my letters): the api and the browser check it alike. */
export const letterTitleSchema = z
  .string({ error: 'Le titre doit être un texte.' })
  .trim()
  .min(1, { error: 'Le titre ne peut pas être vide.' })
  .max(LIMITS.letterTitleMaxChars, { error: `Le titre ne doit pas dépasser ${LIMITS.letterTitleMaxChars} caractères.` })
  .refine((title) => !hasInvisibleControls(title), { error: 'Le titre contient des caractères invisibles non autorisés.' });

/**
 * `PATCH /api/letters/:id`: the version the edit started from, and what changes. Empty content is
 * refused by the api with 'Contenu vide' / 'Votre lettre ne peut pas être vide' (docs/product.md §5).
 */
export const letterPatchBodySchema = z
  .strictObject({
    version: z.int({ error: 'Version de la lettre manquante : rechargez-la.' }).min(1, {
      error: 'Version de la lettre manquante : rechargez-la.',
    }),
    content: z
      .string({ error: 'Le contenu de la lettre doit être un texte.' })
      .max(LIMITS.letterMaxChars, {
        error: `Votre lettre ne doit pas dépasser ${frenchNumber(LIMITS.letterMaxChars)} caractères.`,
      })
      .optional(),
    title: letterTitleSchema.optional(),
    favorite: z.boolean({ error: 'Favori doit valoir true ou false.' }).optional(),
    applicationStatus: applicationStatusSchema.optional(),
    postingUrl: postingUrlSchema.optional(),
    postingText: postingTextSchema.optional(),
    applicationNote: applicationNoteSchema.optional(),
  })
  .refine((body) => Object.entries(body).some(([field, value]) => field !== 'version' && value !== undefined), {
    error: 'Rien à modifier : indiquez le contenu, le titre, le favori ou le suivi de la candidature.',
  });
export type LetterPatchBody = z.input<typeof letterPatchBodySchema>;
