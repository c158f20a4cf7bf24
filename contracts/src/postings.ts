import { z } from 'zod';

// Longer links exist, but not for a job posting: most browsers and servers stop near 2,000 characters.
const LINK_MAX_LENGTH = 2048;

/**
 * `POST /api/postings/from-link`: a link to a job posting (docs/security.md, 'The posting from its link').
 * Any well-formed URL passes here; which ones the api fetches is its own rule, answered with a
 * French error (docs/security.md 'The posting from its link').
 */
export const postingFromLinkBodySchema = z.strictObject({
  url: z
    .string({ error: 'Collez le lien de l’offre.' })
    .trim()
    .min(1, { error: 'Collez le lien de l’offre.', abort: true })
    .max(LINK_MAX_LENGTH, { error: 'Ce lien est trop long.', abort: true })
    .refine((link) => URL.canParse(link), { error: 'Ce lien n’est pas une adresse web valide (https://…).' }),
});
export type PostingFromLinkBody = z.infer<typeof postingFromLinkBodySchema>;

/** The fields read from the page's schema.org JobPosting; each null when the page gives none. */
export const postingFieldsReadSchema = z.object({
  company: z.string().nullable(),
  position: z.string().nullable(),
  place: z.string().nullable(),
  contract: z.string().nullable(),
});
export type PostingFieldsRead = z.infer<typeof postingFieldsReadSchema>;

/** The posting's text for the posting field, for the user to check, and the fields read. */
export const postingFromLinkResponseSchema = z.object({
  text: z.string(),
  fields: postingFieldsReadSchema,
});
export type PostingFromLinkResponse = z.infer<typeof postingFromLinkResponseSchema>;

/** `GET /api/postings/config`: whether this site imports postings from a link (`POSTING_LINK_IMPORT`). */
export const postingsConfigSchema = z.object({ linkImport: z.boolean() });
export type PostingsConfig = z.infer<typeof postingsConfigSchema>;
