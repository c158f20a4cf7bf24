// POST /api/remotes/preview: the shell hands the api a preview link's token and gets back what that link
// allows, before it loads anything (docs/security.md 'Previewing a remote'). Read only in a tab that
// asks for a preview, in the shell's preview chunk: zod/mini, like the other files the shell reads.
import * as z from 'zod/mini';

/** The token of `?preview=` as `pnpm remote:preview-link` printed it. */
export const previewRequestSchema = z.object({ token: z.string().check(z.minLength(1), z.maxLength(4096)) });
export type PreviewRequest = z.infer<typeof previewRequestSchema>;

/** The remote this tab may run from `manifestUrl`, if that file's SHA-256 (hex) is `sha256`, until `expiresAt`. */
export const previewGrantSchema = z.object({
  remote: z.string().check(z.minLength(1)),
  manifestUrl: z.string().check(z.minLength(1)),
  sha256: z.string().check(z.regex(/^[0-9a-f]{64}$/)),
  expiresAt: z.string().check(z.minLength(1)),
});
export type PreviewGrantAnswer = z.infer<typeof previewGrantSchema>;
