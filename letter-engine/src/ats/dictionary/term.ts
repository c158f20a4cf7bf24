/**
 * Kinds of dictionary terms. 'soft' (soft skills) and 'sector' (a trade's settings and services:
 * 'EHPAD', 'chirurgie', 'grande distribution') feed the ATS score but not the fact check: a letter
 * may say 'rigueur', or 'votre EHPAD', without the CV saying it; a tool or a degree it may not.
 */
export type TermKind = 'tool' | 'skill' | 'diploma' | 'certification' | 'language' | 'soft' | 'sector';

/** One concept the analysis recognises, with every way it is commonly written. */
export type TermEntry = {
  /** French (or language-neutral) label, also the entry's identity. */
  label: string;
  /** English label when the concept has a different English name ('gestion de projet' → 'project management'). */
  labelEn?: string;
  kind: TermKind;
  /**
   * Spellings in either language, matched on folded, stemmed words with connectors ('de', 'of'…)
   * ignored. A leading '=' makes an alias case-sensitive: '=React' matches 'React' but not the
   * English verb 'react'.
   */
  aliases: readonly string[];
  /** For degrees: years of study after the baccalauréat (Master 5, Licence 3, BTS 2). */
  level?: number;
  /** For 'Bac+N' entries: any degree of level ≥ N satisfies the entry (a Master meets 'Bac+3'). */
  byLevel?: boolean;
  /** Labels of entries that a text holding this one also holds ('anglais courant' → 'anglais'). */
  implies?: readonly string[];
};

/** False for terms a letter may use without claiming them (see TermKind). */
export function makesClaim(entry: TermEntry): boolean {
  return entry.kind !== 'soft' && entry.kind !== 'sector';
}

/**
 * Declares a dictionary entry: `aliases` is a '|'-separated list; without it the label itself is the
 * only (case-insensitive) alias.
 */
export function term(
  kind: TermKind,
  label: string,
  aliases?: string,
  extra: { labelEn?: string; level?: number; byLevel?: boolean; implies?: readonly string[] } = {},
): TermEntry {
  return { label, kind, aliases: aliases ? aliases.split('|') : [label], ...extra };
}
