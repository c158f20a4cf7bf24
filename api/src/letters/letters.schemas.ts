import { z } from 'zod';

/** `:id` of a letter route. Any string: an unknown or foreign id is a 404, never a hint. */
export const letterParamsSchema = z.object({
  id: z.string().min(1).max(200, { error: 'Lettre introuvable' }),
});
