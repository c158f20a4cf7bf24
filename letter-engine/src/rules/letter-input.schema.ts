import { z } from 'zod';
import { frenchNumber } from '../text/french-number.ts';
import { LANGUAGES, LIMITS, TONES } from './limits.ts';
import { cvTooShortMessage } from './messages.ts';

// docs/product.md §5 texts, shown unchanged by the generator's toasts and the api's 400 bodies.
const MISSING_RESUME = 'Veuillez ajouter le contenu de votre CV';
const MISSING_POSTING = "Veuillez ajouter le contenu de l'offre d'emploi";

/**
 * What the generator sends (docs/product.md §3 'Letter request', §5 rules). Texts are trimmed; the CV must hold
 * at least 50 characters after trimming; every field is size-capped (docs/security-payments.md §3, LLM10); tone defaults to
 * 'formal' and language to 'french'; an empty emphasis becomes undefined. All messages are French.
 */
export const letterInputSchema = z.object({
  resume: z
    .string({ error: MISSING_RESUME })
    .trim()
    .min(1, { error: MISSING_RESUME, abort: true })
    .min(LIMITS.resumeMinChars, { error: cvTooShortMessage('french'), abort: true })
    .max(LIMITS.resumeMaxChars, {
      error: `Le CV ne doit pas dépasser ${frenchNumber(LIMITS.resumeMaxChars)} caractères.`,
    }),
  jobPosting: z
    .string({ error: MISSING_POSTING })
    .trim()
    .min(1, { error: MISSING_POSTING, abort: true })
    .max(LIMITS.postingMaxChars, {
      error: `L'offre d'emploi ne doit pas dépasser ${frenchNumber(LIMITS.postingMaxChars)} caractères.`,
    }),
  tone: z.enum(TONES, { error: 'Ton invalide : choisissez formel, chaleureux ou percutant.' }).default('formal'),
  emphasis: z
    .string({ error: 'Les points à mettre en avant doivent être un texte.' })
    .trim()
    .max(LIMITS.emphasisMaxChars, {
      error: `Les points à mettre en avant ne doivent pas dépasser ${frenchNumber(LIMITS.emphasisMaxChars)} caractères.`,
    })
    .transform((value) => (value === '' ? undefined : value))
    .optional(),
  language: z.enum(LANGUAGES, { error: 'Langue invalide : choisissez le français ou l’anglais.' }).default('french'),
});

/** A validated letter request (defaults applied, texts trimmed). */
export type LetterInput = z.infer<typeof letterInputSchema>;
