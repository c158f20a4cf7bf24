import type { Language } from '../rules/limits.ts';
import { sanitizeText } from '../text/sanitize.ts';
import { withoutDropped, type ReadingOverrides } from '../writer/reading-overrides.ts';
import { extractPostingKeywords, type KeywordWeight } from './extract-keywords.ts';
import { indexHas, indexResume, indexText } from './text-index.ts';

/** One posting keyword and where it was found. `inLetter` is null when no letter was given. */
export type AtsKeyword = { term: string; weight: KeywordWeight; inResume: boolean; inLetter: boolean | null };

/** The ATS match of a CV (and optionally a letter) against a posting. */
export type AtsAnalysis = { score: number; keywords: AtsKeyword[] };

/** What to analyse: the posting, the CV, optionally the letter, and the letter's language. */
export type AtsInput = { posting: string; resume: string; letter?: string; language: Language; overrides?: ReadingOverrides };

const WEIGHTS: Record<KeywordWeight, number> = { required: 2, nice: 1 };

/**
 * ATS keyword analysis, deterministic and explainable.
 *
 * 1. Keywords: the job title; the posting's terms from curated French and English dictionaries of
 *    every trade (dictionary/: tools, skills, settings, degrees, certifications, spoken languages,
 *    soft skills; multi-word terms such as 'gestion de projet' or 'dossier patient informatisé');
 *    posting-specific technical words (acronyms, camelCase, letters with digits or symbols, proper
 *    nouns listed beside known tools); and the multi-word terms written in the posting's own
 *    requirement and mission lines ('traçabilité des soins', 'A/B tests'), see extract-phrases.ts.
 * 2. Matching is accent- and case-insensitive, drops French elisions (l', d', qu', j', n'…),
 *    ignores connectors inside multi-word terms, and compares light stems (plurals -s/-x/-aux,
 *    feminine job titles -euse/-rice/-ienne/-e). A concept matches in either language
 *    ('gestion de projet' = 'project management'); a Master meets 'Bac+5' or 'Bac+3'. A phrase from
 *    the posting matches when its words, or their synonyms in either language, stand close together
 *    in one sentence of the CV, inflections aside ('suivi des commandes fournisseurs' = 'supplier
 *    orders follow-up').
 * 3. Weight: 'required' (2) when the term appears in a requirements, plain or missions part of
 *    the posting; 'nice' (1) when it only appears in nice-to-have wording ('un plus',
 *    'idéalement', 'apprécié', 'souhaité', 'nice to have', 'bonus', 'preferred') or in the
 *    company presentation. Benefits and recruitment-process parts give no keywords. Ranked required
 *    first, then by how often the posting repeats them; each spelling once, at most 30.
 * 4. Score: the weighted share, 0–100 rounded, of keywords found in the CV — or, when a letter is
 *    given, found in the CV or the letter. A posting with no keyword scores 0.
 * 5. What the user corrected of the reading (`overrides`): the corrected company and position are names,
 *    never keywords, and a requirement they unticked asks for nothing: its line is read out of the
 *    posting, so a term only it names is no keyword (one the posting names elsewhere still is).
 */
export function analyzeAts(input: AtsInput): AtsAnalysis {
  const overrides = input.overrides ?? {};
  const posting = (overrides.droppedRequirements ?? []).length === 0 ? input.posting : withoutDropped(sanitizeText(input.posting), overrides);
  const keywords = extractPostingKeywords(posting, input.language, overrides);
  const resume = indexResume(sanitizeText(input.resume));
  const letter = input.letter === undefined ? null : indexText(sanitizeText(input.letter));
  let total = 0;
  let matched = 0;
  const result = keywords.map((keyword): AtsKeyword => {
    const inResume = indexHas(resume, keyword.probe);
    const inLetter = letter === null ? null : indexHas(letter, keyword.probe);
    total += WEIGHTS[keyword.weight];
    if (inResume || inLetter === true) matched += WEIGHTS[keyword.weight];
    return { term: keyword.term, weight: keyword.weight, inResume, inLetter };
  });
  return { score: total === 0 ? 0 : Math.round((100 * matched) / total), keywords: result };
}
