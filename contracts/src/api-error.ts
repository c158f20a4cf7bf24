// zod/mini, like session.ts: the browser's api client reads every refusal, on every page, with the
// check generated from it (light-checks/first-load-checks.ts).
import * as z from 'zod/mini';

/**
 * Every error body of the api: a stable `code` (the error class name), a French `message` shown
 * unchanged, a toast `title` where the spec gives one, and `fields` on validation errors.
 */
export const apiErrorBodySchema = z.object({
  code: z.string(),
  message: z.string(),
  title: z.optional(z.string()),
  fields: z.optional(z.record(z.string(), z.string())),
});
export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;
