import { z } from 'zod';

/**
 * Every error body of the api: a stable `code` (the error class name), a French `message` shown
 * unchanged, a toast `title` where the spec gives one, and `fields` on validation errors.
 */
export const apiErrorBodySchema = z.object({
  code: z.string(),
  message: z.string(),
  title: z.string().optional(),
  fields: z.record(z.string(), z.string()).optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;
