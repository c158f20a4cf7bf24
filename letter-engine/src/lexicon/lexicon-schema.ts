import { z } from 'zod';

/**
 * Kinds of dictionary terms. 'soft' (soft skills) and 'sector' (a trade's settings and services:
 * 'EHPAD', 'chirurgie', 'grande distribution') feed the ATS score but not the fact check: a letter
 * may say 'rigueur', or 'votre EHPAD', without the CV saying it; a tool or a degree it may not.
 */
export const TERM_KINDS = ['tool', 'skill', 'diploma', 'certification', 'language', 'soft', 'sector'] as const;

/** One concept the analysis recognises, with every way it is commonly written (one line of terms/*.json). */
export const termEntrySchema = z
  .object({
    /** French (or language-neutral) label, also the entry's identity. */
    label: z.string().min(1),
    /** English label when the concept has a different English name ('gestion de projet' → 'project management'). */
    labelEn: z.string().min(1).optional(),
    kind: z.enum(TERM_KINDS),
    /**
     * Spellings in either language, matched on folded, stemmed words with connectors ('de', 'of'…)
     * ignored. A leading '=' makes an alias case-sensitive: '=React' matches 'React' but not the
     * English verb 'react'.
     */
    aliases: z.array(z.string().min(1)).min(1).readonly(),
    /** For degrees: years of study after the baccalauréat (Master 5, Licence 3, BTS 2). */
    level: z.number().int().min(0).max(8).optional(),
    /** For 'Bac+N' entries: any degree of level ≥ N satisfies the entry (a Master meets 'Bac+3'). */
    byLevel: z.boolean().optional(),
    /** Labels of entries that a text holding this one also holds ('anglais courant' → 'anglais'). */
    implies: z.array(z.string().min(1)).min(1).readonly().optional(),
    /** Why the entry is spelt as it is; for people, never read by the code. */
    note: z.string().min(1).optional(),
  })
  .strict();

/** A terms/*.json file: one domain's concepts, in the order the matcher meets them. */
export const termFileSchema = z
  .object({
    domain: z.string().regex(/^[a-z-]+$/),
    /** What the domain covers, for people. */
    about: z.string().min(1),
    entries: z.array(termEntrySchema).min(1),
  })
  .strict();

export type TermKind = (typeof TERM_KINDS)[number];
