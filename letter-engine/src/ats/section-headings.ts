import { lexiconGroups } from '../lexicon/words.ts';

const MODES = ['required', 'nice', 'neutral', 'company', 'benefits'] as const;
/** How much a posting's section weighs on the keywords found in it. */
export type SectionMode = (typeof MODES)[number];
const isMode = (section: string | undefined): section is SectionMode => MODES.includes(section as SectionMode);

// Section headings as posting sites write them, folded (no accents, lower case), from the lexicon
// (src/lexicon/words/headings.json, list 'ats-section-headings'). A heading matches when it starts
// with one of these, followed by at most a few more words.
const HEADINGS: ReadonlyArray<readonly [SectionMode, readonly string[]]> = lexiconGroups({ list: 'ats-section-headings' }).map((group) => {
  if (!isMode(group.section)) throw new Error(`ats-section-headings: unknown section ${group.section}`);
  return [group.section, group.words];
});

type Heading = { mode: SectionMode; heading: string; sentenceStart: boolean };

// Headings by their first word, so a line is compared only with the headings it could be.
const BY_FIRST_WORD = new Map<string, Heading[]>();
for (const [mode, headings] of HEADINGS) {
  for (const heading of headings) {
    const first = heading.split(' ')[0] ?? heading;
    BY_FIRST_WORD.set(first, [...(BY_FIRST_WORD.get(first) ?? []), { mode, heading, sentenceStart: /^(vous|you)\b/.test(heading) }]);
  }
}

/**
 * Reads a heading (already folded, without decoration) and returns the section it opens, or null
 * when it is not a known heading. `maxExtraWords` words may follow the known heading ('Vos missions
 * principales'); headings that start a sentence ('Vous…', 'You…') must match exactly, or 'Vous êtes
 * autonome' would be read as a heading. The longest matching heading wins, so 'profil souhaité' is
 * a required section although 'souhaité' alone marks a nice-to-have one.
 */
export function headingSection(folded: string, maxExtraWords: number): SectionMode | null {
  const space = folded.indexOf(' ');
  let best: { mode: SectionMode; length: number } | null = null;
  for (const { mode, heading, sentenceStart } of BY_FIRST_WORD.get(space < 0 ? folded : folded.slice(0, space)) ?? []) {
    const extra = folded.startsWith(`${heading} `) ? folded.slice(heading.length).trim().split(' ').length : Infinity;
    const matches = folded === heading || extra <= (sentenceStart ? 0 : maxExtraWords);
    if (matches && (best === null || heading.length > best.length)) best = { mode, length: heading.length };
  }
  return best?.mode ?? null;
}

// Clause-level markers, on folded text. A nice-to-have marker wins over the section; a required
// marker turns a clause of a nice-to-have section back into a requirement.
const NICE_MARKERS =
  /\b(un plus|les plus|un (vrai |veritable |gros )?atout|(est|serait|sera) (un )?(plus|apprecie|appreciee|appreciees|apprecies)|appreciee?s?|souhaitee?s?|souhaitable|idealement|de preference|bonus|nice to have|nice-to-have|is a plus|would be a plus|a big plus|a strong plus|(is|would be) an advantage|preferred|preferably|ideally|desirable|optional|valorisee?s?)\b/;
const REQUIRED_MARKERS =
  /\b(indispensables?|imperatif|imperative|imperativement|obligatoires?|requis|requises?|exigee?s?|must|required|essential|mandatory|necessaires?)\b/;

// What the job gives rather than asks: two of these in one clause make it a benefits clause
// ('Horaires en 2x8, prime de productivité, mutuelle'), unless the clause is about managing them.
const BENEFIT_WORDS =
  /\b(primes?|mutuelle|tickets? restaurants?|titres? restaurants?|swile|salaire|remuneration|rtt|conges payes|13e mois|treizieme mois|interessement|avantages|comite d'entreprise|pension|annual leave|holidays?|discounts?|perks|salary|staff meals|pourboires|tips|parking|navigo|teletravail|gym|indemnites|paniers|remboursement|vehicule de service|voiture de fonction|company car|company van|fuel card)\b/g;
// A clause that opens by offering ('Nous offrons…', 'We offer…', 'Rémunération selon profil…').
const BENEFIT_OPENING = /^\W*(we offer|we provide|nous offrons|nous proposons|nous vous offrons|on vous offre|remuneration|salaire|salary|package)\b/;
const BENEFIT_WORK = /\b(gestion|suivi|calcul|administration|traitement|management|payroll|paie|manage|process)\b/;

/** True when a clause lists what the job offers (see BENEFIT_WORDS). */
export function isBenefitsClause(foldedClause: string): boolean {
  if (BENEFIT_OPENING.test(foldedClause)) return true;
  const found = new Set(foldedClause.match(BENEFIT_WORDS));
  return found.size >= 2 && !BENEFIT_WORK.test(foldedClause);
}

/** Returns the weight a clause's own wording asks for, or null when it says nothing. */
export function clauseMarker(foldedClause: string): 'required' | 'nice' | null {
  if (NICE_MARKERS.test(foldedClause)) return 'nice';
  if (REQUIRED_MARKERS.test(foldedClause)) return 'required';
  return null;
}
