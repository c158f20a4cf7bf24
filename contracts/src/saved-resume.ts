import { z } from 'zod';
import { letterInputSchema } from '@lettra/letter-engine';
import { isoInstantSchema } from './session.ts';

/** The checkbox of the generator's first step: the CV is kept only when it is ticked (docs/product.md 'Saved CV'). */
export const SAVE_RESUME_CONSENT_LABEL = 'Enregistrer mon CV pour mes prochaines lettres';

/** A CV kept for the next letters, and when it was saved. */
export const savedResumeSchema = z.object({ content: z.string(), savedAt: isoInstantSchema });
export type SavedResume = z.infer<typeof savedResumeSchema>;

/** `GET /api/me/resume`: the saved CV, or null when none is kept. */
export const savedResumeResponseSchema = z.object({ resume: savedResumeSchema.nullable() });
export type SavedResumeResponse = z.infer<typeof savedResumeResponseSchema>;

/**
 * `PUT /api/me/resume`: the CV, checked as the generator checks it, and the user's consent, given by
 * ticking the box: the api keeps no CV without it.
 */
export const savedResumeBodySchema = z.strictObject({
  content: letterInputSchema.shape.resume,
  consent: z.literal(true, { error: `Cochez « ${SAVE_RESUME_CONSENT_LABEL} » pour que votre CV soit enregistré.` }),
});
export type SavedResumeBody = z.input<typeof savedResumeBodySchema>;
