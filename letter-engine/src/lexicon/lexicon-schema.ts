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
    domain: z.string().min(1),
    /** What the domain covers, for people. */
    about: z.string().min(1),
    entries: z.array(termEntrySchema).min(1),
  })
  .strict();

export type TermKind = (typeof TERM_KINDS)[number];

/**
 * Kinds of plain words the readers set apart. 'function-word': articles, pronouns, prepositions,
 * auxiliaries; 'generic-word': the vocabulary every posting shares around its skills ('poste',
 * 'maîtrise', 'tools'); 'heading': a section title; 'acronym': capitals that name no skill; 'chrome':
 * what a job board or a social network prints around a posting ('Like · Comment · Share'); 'credential':
 * a degree or a certificate by its name; 'task': the opening of a duty ('Gestion de…', 'Managed…');
 * 'job-word': a word of a job title; 'synonym': a set of words that name one thing, written as one item
 * with its words separated by spaces.
 */
export const WORD_KINDS = [
  'function-word',
  'generic-word',
  'calendar',
  'place',
  'greeting',
  'verb',
  'participle',
  'noun',
  'adverb',
  'acronym',
  'heading',
  'chrome',
  'credential',
  'task',
  'job-word',
  'adjective',
  'abbreviation',
  'synonym',
] as const;

/** The named lists the code reads (see words.ts); one list may gather groups of several kinds. */
export const WORD_LISTS = [
  'stopwords',
  'generic-words',
  'verbs',
  'place-participles',
  'er-nouns',
  'e-nouns',
  'ly-nouns',
  'nominal-gerunds',
  'adverbs',
  'phrase-connectors',
  'phrase-articles',
  'phrase-subjects',
  'coordinators',
  'ignored-acronyms',
  'sector-acronyms',
  'ats-section-headings',
  'posting-section-headings',
  'named-heading-prefixes',
  'resume-section-headings',
  'resume-table-columns',
  'connectors',
  'elided-connectors',
  'heading-possessives',
  'credential-filler',
  'claim-run-connectors',
  'gender-marks',
  'company-articles',
  'of-prepositions',
  'lower-case-words',
  'name-particles',
  'elisions',
  'language-markers',
  'not-a-name-start',
  'not-a-name-opening',
  'company-generic-nouns',
  'firm-kind-words',
  'employer-units',
  'place-parts',
  'unnamed-employers',
  'company-kinds',
  'not-title-words',
  'social-bar-words',
  'board-names',
  'board-menu-items',
  'account-links',
  'careers-page-words',
  'nice-hedges',
  'contract-names-in-sentences',
  'language-words',
  'degree-acronyms',
  'description-openers',
  'epicene-titles',
  'self-adjectives',
  'prose-role-stops',
  'role-qualifiers',
  'abbreviations',
  'workplace-nouns',
  'unpaid-roles',
  'resume-role-words',
  'cities',
  'regions',
  'job-words',
  'phrase-synonyms',
  'method-nouns',
  'europass-labels',
  'header-areas',
  'certificate-acronyms',
] as const;

/** A group of words of one kind and language, in one named list (one item of words/*.json's `groups`). */
export const wordGroupSchema = z
  .object({
    list: z.enum(WORD_LISTS),
    kind: z.enum(WORD_KINDS),
    /** 'any' for words read the same in both languages, or groups that mix them (headings, acronyms). */
    language: z.enum(['french', 'english', 'any']),
    /** True when every word is written as foldText gives it (lower case, no accents), as the code compares it. */
    folded: z.boolean(),
    /** For headings: the section the heading opens, in the reader's own terms. */
    section: z.string().min(1).optional(),
    /** For posting headings: whether the heading may open a line and carry text after a colon. */
    inline: z.boolean().optional(),
    /** Why the words are here, for people. */
    about: z.string().min(1).optional(),
    words: z.array(z.string().min(1)).min(1).readonly(),
  })
  .strict();

/** A words/*.json file: one family of lists. */
export const wordFileSchema = z
  .object({
    family: z.string().min(1),
    about: z.string().min(1),
    groups: z.array(wordGroupSchema).min(1),
  })
  .strict();

/** languages.json: spoken languages by ISO 639 code, each with its French and English names and other spellings. */
export const languageNamesSchema = z
  .object({
    about: z.string().min(1),
    languages: z.record(z.string().min(2).max(3), z.object({ fr: z.string().min(1), en: z.string().min(1), also: z.array(z.string().min(1)).min(1).readonly().optional() }).strict()),
  })
  .strict();

export type WordKind = (typeof WORD_KINDS)[number];
export type WordList = (typeof WORD_LISTS)[number];
export type WordGroup = z.infer<typeof wordGroupSchema>;
