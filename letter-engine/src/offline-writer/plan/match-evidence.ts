import type { TermEntry } from '../../ats/dictionary/index.ts';
import { termLabel } from '../../ats/extract-keywords.ts';
import { isParticiple } from '../../ats/phrase-boundaries.ts';
import { matchKey, phraseTokens } from '../../ats/phrase-tokens.ts';
import { synonymKey } from '../../ats/phrase-synonyms.ts';
import { NOMINAL_GERUNDS_EN } from '../../ats/phrase-words-en.ts';
import { isTechnicalShape } from '../../ats/technical-tokens.ts';
import { indexHas } from '../../ats/text-index.ts';
import type { Language } from '../../rules/limits.ts';
import { foldText } from '../../text/fold.ts';
import { looksLikeJobTitle } from '../../text/job-titles.ts';
import type { Evidence } from './evidence.ts';
import { postingWording } from './posting-wording.ts';
import type { Requirement } from './requirements.ts';
import { isMeaningfulToken, textFeatures } from './text-features.ts';

/** What links a requirement to a piece of evidence, and how strongly. */
export type Match = {
  score: number;
  /** The shared subjects, in the letter's language: dictionary concepts, then the posting's own words for the rest. */
  topics: string[];
  /** True when a shared subject is a skill, tool or degree (not only a soft skill). */
  hard: boolean;
};

/** How rare each word (its match key) is among the evidence: a word every bullet shares ('client') links little. */
export function stemRarity(evidence: readonly Evidence[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const item of evidence) for (const key of item.features.keys) counts.set(key, (counts.get(key) ?? 0) + 1);
  return new Map([...counts].map(([stem, count]) => [stem, 1 / count]));
}

// Verbs that open a posting's clause ('analyse sales data', 'gérer les stocks'): a run starting
// with one is an action, not a subject to name.
const LEADING_VERB = /^(?:\p{L}+(?:er|ir)|analy[sz]e|build|write|manage|lead|develop|design|run|handle|support|create|maintain|monitor|deliver|prepare|present|clean|extract|automate|track|report|serve|sell|train|coordinate|ensure|provide|review|test|deploy|plan|organi[sz]e|use|work|keep|help|make|take|carry|own|drive)$/iu;
const ENGLISH_LEADING_VERB = new RegExp(LEADING_VERB.source.replace('\\p{L}+(?:er|ir)|', ''), 'iu');
const NOT_VERBS = /^(?:dossier|fichier|atelier|chantier|métier|premier|dernier|courrier|calendrier|panier|quartier|loisir|avenir|plaisir|désir|souvenir|manager|leader|cluster|master|poster|reporting|planning|marketing|sourcing|merchandising|soir|hiver|fer|mer|super|power|user|server|docker|player|trader|designer|developer)$/iu;

// Single words that qualify rather than name ('une première expérience').
const NOT_A_SUBJECT = /^(?:premiere?|derniere?|nouvelle?|nouveaux|bonne?s?|excellente?s?|solides?|forte?s?|grande?s?|petite?s?|first|last|new|good|great|strong|solid|previous|current|minimum|similaire|similar)$/;
// A run opening on a preposition ('pendant les sorties') is a circumstance: the letter names what
// follows it, or nothing ('la pendant les sorties' read as a subject).
const LEADING_PREPOSITION = /^(?:pendant|durant|lors|avant|après|apres|depuis|dès|sans|sous|selon|during|before|after|within|without|while|throughout)(?:\s+|$)(?:(?:les|la|le|l'|l’|des|du|the|a|an)\s*)?/iu;

function withoutLeadingPreposition(run: string): string {
  const match = LEADING_PREPOSITION.exec(run);
  return match === null ? run : run.slice(match[0].length);
}

// A longer run is a whole clause of the posting, not a subject one can name.
const MAX_RUN_WORDS = 5;

// A capitalised word inside a line, not after a full stop or a colon, is a name: 'Brevo', 'Canva', 'Glofox'.
function isNameInLine(text: string, token: { raw: string; start: number }): boolean {
  return /^\p{Lu}\p{Ll}{2,}$/u.test(token.raw) && /[\p{L}\d,;]\s*$/u.test(text.slice(0, token.start));
}

const HEAD_OF_COMPLEMENT = /^\s+(?:de|des|du|d['’]|of)(?![\p{L}])/u;
const JOINS_TWO_SUBJECTS = /\b(?:et|and|ou|or|dans|pour|avec|sur|par|chez|selon|vers|auprès|entre|sans|in|for|with|on|at|by|from|to|into|within)\b/i;
// An article ending the gap between two words opens a new noun phrase: 'en binôme les transports' is a manner,
// then an object, 'customers use the public computers' a verb's subject and object; inside one subject an
// article only follows 'de' or 'à' ('mise en place de la vitrine').
const ARTICLE_ALONE = /(?:^|[\s,])(?:les|le|la|l['’]|un|une|the|a|an)\s*$/iu;
const ARTICLE_AFTER_LINK = /(?:^|\s)(?:de|d['’]|of|à|to)\s+(?:les|le|la|l['’]|un|une|the|a|an)\s*$/iu;

/**
 * The runs of a posting line's words that a CV text also holds (`stems`: the CV's match keys, see
 * keysOf, so that 'shelve returned stock' meets 'Shelving returned books') ('A/B tests', 'gestion des
 * stocks'), as written in the posting: one small word may sit inside a run, none at its ends. A
 * run of one word counts only when it is a name or a tool ('Kubernetes'), or, with `singleWords`,
 * a word of at least six letters ('rénovation'), never a common one like 'web'.
 */
export function sharedRuns(requirement: Requirement, stems: ReadonlySet<string>, options: { singleWords: boolean } = { singleWords: false }): string[] {
  const { tokens } = requirement.features.index;
  const text = requirement.text;
  const runs: string[] = [];
  let first = -1;
  let last = -1;
  let held = 0;
  const close = (): void => {
    const single = tokens[first];
    const singleAllowed =
      single !== undefined && (isTechnicalShape(single.raw, single.folded) || (options.singleWords && (single.folded.length >= 6 || isNameInLine(text, single))));
    // 'respect' in 'dans le respect des recettes' is the head of its complement: alone it says nothing.
    const headOfComplement = held < 2 && single !== undefined && !isTechnicalShape(single.raw, single.folded) && HEAD_OF_COMPLEMENT.test(text.slice(single.end, single.end + 6));
    if (first < 0 || (held < 2 && !singleAllowed) || headOfComplement) {
      first = -1;
      held = 0;
      return;
    }
    let from = tokens[first]?.start ?? 0;
    // 'A/B': the 'A' is dropped as a connector, but belongs to the word.
    const glued = /(?<![\p{L}\p{N}])[\p{L}\p{N}]+\/$/u.exec(text.slice(Math.max(0, from - 12), from));
    if (glued !== null) from -= glued[0].length;
    runs.push(text.slice(from, tokens[last]?.end ?? from));
    first = -1;
    held = 0;
  };
  tokens.forEach((token, at) => {
    const shared = (stems.has(token.stem) || stems.has(matchKey(token.stem)) || stems.has(synonymKey(matchKey(token.stem)))) && isMeaningfulToken(requirement.features, at);
    if (shared) {
      // 'opérateurs et techniciens' is two subjects, not one; 'viennoiseries dans le respect' joins two
      // of the CV's words that the CV never puts together.
      const gap = text.slice(tokens[last]?.end ?? 0, token.start);
      // A bracket opens or closes an aside: 'Assistance au fauteuil (travail à 4 mains)' names two subjects; a colon
      // opens the list of what the line names ('service au bar : pression, cafés').
      const joined = first >= 0 && (JOINS_TWO_SUBJECTS.test(gap) || /[():[\]]/.test(gap) || (ARTICLE_ALONE.test(gap) && !ARTICLE_AFTER_LINK.test(gap)));
      if (first >= 0 && (token.breakBefore || at - last > 2 || joined)) close();
      if (first < 0) first = at;
      last = at;
      held += 1;
    } else if (isMeaningfulToken(requirement.features, at) || token.breakBefore) {
      close();
    }
  });
  close();
  return runs.map(withoutLeadingPreposition).filter(
    (run) => {
      const first = run.split(/\s+/)[0] ?? '';
      // In English, '-er' ends nouns ('newsletter', 'freezer'), never an infinitive.
      const infinitive = requirement.language === 'english' ? ENGLISH_LEADING_VERB : LEADING_VERB;
      const verb = infinitive.test(first) && !NOT_VERBS.test(first);
      return run.length > 2 && run.split(/\s+/).length <= MAX_RUN_WORDS && !/[()[\]]/.test(run) && !NOT_A_SUBJECT.test(foldText(run)) && !verb;
    },
  );
}

// '-ing' words naming an activity, not a verb opening a duty: 'Planning and maintaining weekly rotas'.
const ACTIVITY_GERUNDS = new Set(NOMINAL_GERUNDS_EN);
const OPENING_VERB: Record<Language, RegExp> = {
  english: /^\p{L}{2,}ing$|^(?:serve|take|keep|make|help|handle|run|carry|cover|provide|ensure|support|deliver|process|issue|greet|welcome|answer|prepare|clean|check|monitor|maintain|manage|plan|organi[sz]e|use|work|assist|receive|record|report|sell|advise|follow|complete|update|book|arrange|deal|shelve|set)$/iu,
  french: /^\p{L}{2,}(?:er|ir|re)$/iu,
};
const LEADING_SMALL_WORDS = /^(?:(?:out|up|on|in|the|a|an|to|of|with|for|les?|la|l['’]|des|du|de|d['’]|un|une|aux?|à)\s*)+/iu;

/**
 * What a run opening a posting line names: without the verb the duty opens on ('returned stock' of
 * 'shelve returned stock', 'traçabilité' of 'Assurer la traçabilité'); the run itself when it does
 * not open on a verb ('hand wash') or is an English activity ('filling shelves'); null when nothing
 * worth naming is left. A word alone must be long enough to
 * be a subject ('sickness'), as sharedRuns asks of single words.
 */
export function afterOpeningVerb(run: string, language: Language): string | null {
  const [first = '', ...rest] = run.split(/\s+/);
  const folded = foldText(first);
  if (ACTIVITY_GERUNDS.has(folded) || NOT_VERB_OPENERS.test(folded) || !OPENING_VERB[language].test(folded)) return run;
  // An English '-ing' form with its object names the activity ('filling shelves', 'covering sickness'); alone it names nothing.
  if (language === 'english' && folded.endsWith('ing')) return rest.length > 0 ? run : null;
  const subject = rest.join(' ').replace(LEADING_SMALL_WORDS, '').trim();
  if (subject.length === 0) return null;
  return subject.includes(' ') || subject.length >= 6 || isTechnicalShape(subject, foldText(subject)) ? subject : null;
}
// Words in -er/-ir/-re or -ing that are nouns: 'dossier', 'atelier', 'centre', 'ceiling'.
const NOT_VERB_OPENERS = /^(?:dossier|fichier|atelier|chantier|metier|premier|dernier|courrier|calendrier|panier|quartier|loisir|avenir|plaisir|souvenir|centre|theatre|titre|ordre|chiffre|membre|nombre|livre|vitre|lettre|cadre|offre|fenetre|manager|leader|ceiling|building|housing|clothing|catering|marketing|merchandising|wedding|evening|morning|parking|lighting|flooring|plumbing|roofing|painting|signing|meeting|pudding|shampooing)$/;

// A participle alone ('programmés' of 'transports urgents et programmés') qualifies a noun left behind: it names nothing.
export function aloneParticiple(run: string, language: Language): boolean {
  const [token, ...more] = phraseTokens(run);
  return token !== undefined && more.length === 0 && isParticiple(token, language);
}

/**
 * Scores how well a piece of CV evidence backs a posting line. Shared dictionary concepts count
 * 3 each (1 for a soft skill), matched through the ATS synonyms in either language ('gestion de
 * projet' = 'project management', a Master meets 'Bac+5'); shared word stems add their rarity;
 * a result with a figure adds 1 and a job's bullet 0.5, since a measured result argues best.
 * Null when nothing links them.
 */
export function matchEvidence(
  requirement: Requirement,
  evidence: Evidence,
  rarity: ReadonlyMap<string, number>,
  options: { language: Language; sameLanguage: boolean; resumeInLetterLanguage: boolean },
): Match | null {
  const concepts: string[] = [];
  let conceptScore = 0;
  let hard = false;
  const coveredStems = new Set<string>();
  // In the posting's language, its own wording of the concept ('customer service').
  const wording = options.sameLanguage ? postingWording(requirement.text, evidence.text, options.language, options.resumeInLetterLanguage) : (entry: TermEntry) => termLabel(entry, options.language);
  for (const match of requirement.features.index.matches) {
    if (!indexHas(evidence.features.index, { entry: match.entry, stem: '' })) continue;
    const label = wording(match.entry);
    if (concepts.includes(label)) continue;
    concepts.push(label);
    conceptScore += match.entry.kind === 'soft' ? 1 : 3;
    hard ||= match.entry.kind !== 'soft';
    for (let at = match.first; at <= match.last; at += 1) coveredStems.add(matchKey(requirement.features.index.tokens[at]?.stem ?? ''));
  }
  let stemScore = 0;
  for (const key of requirement.features.keys) {
    if (evidence.features.keys.has(key) && !coveredStems.has(key)) stemScore += rarity.get(key) ?? 0;
  }
  if (conceptScore === 0 && stemScore < 0.5) return null;
  const folded = concepts.map(foldText);
  const runs = sharedRuns(requirement, evidence.features.keys)
    .flatMap((run) => {
      if (!requirement.text.startsWith(run)) return [run];
      const subject = afterOpeningVerb(run, requirement.language ?? options.language);
      return subject === null ? [] : [subject];
    })
    .filter((run) => !aloneParticiple(run, requirement.language ?? options.language))
    .filter((run) => {
    const fold = foldText(run);
    // 'A/B tests' beside the concept 'tests A/B' names the same subject twice.
    if (textFeatures(run).index.tokens.every((token) => coveredStems.has(matchKey(token.stem)))) return false;
    if (folded.some((concept) => fold.includes(concept) || concept.includes(fold))) return false;
    // 'Registered Manager' names a role, not something to be at ease with.
    if (/^\p{Lu}/u.test(run) && looksLikeJobTitle(run)) return false;
    // Posting words in another language than the letter's are never pasted, except tool names.
    return options.sameLanguage || run.split(/\s+/).every((word) => isTechnicalShape(word, foldText(word)));
  });
  const topics = [...concepts.filter((_, at) => !runs.some((run) => foldText(run).includes(folded[at] ?? ''))), ...runs].slice(0, 3);
  if (topics.length === 0) return null;
  const bonus = (evidence.figure ? 1 : 0) + (evidence.kind === 'achievement' ? 0.5 : 0) + (evidence.jobIndex === 0 ? 0.3 : 0);
  return { score: conceptScore + stemScore * 2 + bonus, topics, hard: hard || stemScore >= 0.5 };
}
