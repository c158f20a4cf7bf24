import { z } from 'zod';
import { letterPatchBodySchema } from '@lettra/contracts';
import { fr } from '@lettra/shared-ui/strings';

/**
 * The editor's one field: the text `PATCH /api/letters/:id` takes (its size limit, in the api's words),
 * refused when empty or whitespace-only as the api refuses it ('Contenu vide', docs/product.md §5).
 * Sent as typed: the api trims it.
 */
export const letterEditFormSchema = z.object({
  content: letterPatchBodySchema.shape.content.unwrap().refine((text) => text.trim() !== '', { error: fr.toasts.emptyLetter.description }),
});
export type LetterEditFields = z.input<typeof letterEditFormSchema>;
