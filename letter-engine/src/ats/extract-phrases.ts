import type { Language } from '../rules/limits.ts';
import type { Token } from '../text/tokenize.ts';
import { canOpenPhrase, COORDINATORS, isGerund, isParticiple, wordRole } from './phrase-boundaries.ts';
import { phraseTokens, type PhraseToken } from './phrase-tokens.ts';
import type { PostingSegment } from './posting-sections.ts';
import { spanIndexAt, type Span } from './spans.ts';
import { startsTitleCase } from '../text/letter-case.ts';

/** A multi-word term written in the posting's own requirement or mission lines. */
export type PostingPhrase = {
  /** As first written, first letter lowered unless the words are a name ('dossier patient informatisé'). */
  term: string;
  /** Match keys of its words, connectors left out: its identity and what a CV must hold. */
  keys: string[];
  /** Offset of the first occurrence. */
  start: number;
  /** Segments (see posting-sections.ts) of every occurrence. */
  segments: PostingSegment[];
};

/** What the extraction must leave out. */
export type PhraseExclusions = {
  /** Spans of dictionary terms and technical words, in text order: those terms stand alone. */
  covered: readonly Span[];
  /** Folded words of the company's name. */
  company: ReadonlySet<string>;
  /** Match keys of the job title's names, which are a keyword of their own. */
  title: ReadonlySet<string>;
};

// Fewer words is a single word (the dictionary's business); more is a sentence, not a term.
const MIN_WORDS = 2;
const MAX_WORDS = 4;

type Run = { items: Array<{ token: PhraseToken; connector: boolean }>; segment: PostingSegment };

// Names mid-sentence ('au sein de la Clinique Saint-Joseph') are not skills; a line in Title Case
// ('Stock Control') is. A capital on the first word of a line or a list item says nothing.
function readsAsName(words: readonly PhraseToken[]): boolean {
  const first = words[0] as PhraseToken;
  const capitalised = words.slice(1).filter((word) => startsTitleCase(word.raw)).length;
  if (capitalised === 0) return startsTitleCase(first.raw) && !first.cut;
  const allCapitalised = words.every((word) => startsTitleCase(word.raw) || word.raw === word.raw.toUpperCase());
  return !allCapitalised || !first.cut;
}

function shown(text: string, tokens: readonly PhraseToken[]): string {
  const first = tokens[0] as PhraseToken;
  const last = tokens[tokens.length - 1] as PhraseToken;
  const term = text.slice(first.start, last.end).replace(/\s+/g, ' ');
  const titleCaseLine = tokens.slice(1).some((token) => startsTitleCase(token.raw));
  return startsTitleCase(first.raw) && !titleCaseLine ? term.charAt(0).toLowerCase() + term.slice(1) : term;
}

// `lineGoesOn`: the sentence continues after the run (a stopword or a verb stopped it).
function phraseOf(text: string, run: Run, lineGoesOn: boolean, language: Language | null, exclusions: PhraseExclusions): { term: string; keys: string[] } | null {
  const items = [...run.items];
  const closing = (): PhraseToken | undefined => items[items.length - 1]?.token;
  while (items[items.length - 1]?.connector) items.pop();
  while (items.length > 1 && isParticiple(closing() as PhraseToken, language) && (lineGoesOn || language === 'english')) {
    items.pop();
    while (items[items.length - 1]?.connector) items.pop();
  }
  const words = items.filter((item) => !item.connector).map((item) => item.token);
  if (words.length < MIN_WORDS || words.length > MAX_WORDS || readsAsName(words)) return null;
  if (words.some((word) => exclusions.company.has(word.folded))) return null;
  const keys = words.map((word) => word.key);
  if (exclusions.title.has(keys.join(' ')) || keys.join('').replace(/[^a-z]/g, '').length < 6) return null;
  return { term: shown(text, items.map((item) => item.token)), keys };
}

/**
 * Finds the multi-word terms of a posting's requirement and mission lines ('traçabilité des soins',
 * 'plans de tables', 'pose de cuisines équipées') among its `words` (see text/tokenize.ts): runs of
 * two to four words between stopwords, verbs, generic words ('maîtrise', 'connaissance', 'solide'),
 * numbers and punctuation, joined only by 'de', 'des', 'du', 'de la', 'en', 'of'. Only structured
 * segments count (see posting-sections.ts), never benefits nor the company's presentation. Words
 * inside dictionary terms or technical words are left to those. Linear in the text's length.
 */
export function postingPhrases(
  text: string,
  words: readonly Token[],
  segments: readonly PostingSegment[],
  language: Language | null,
  exclusions: PhraseExclusions,
): PostingPhrase[] {
  const found = new Map<string, PostingPhrase>();
  const keep = (run: Run | null, lineGoesOn = false): void => {
    if (run === null) return;
    const phrase = phraseOf(text, run, lineGoesOn, language, exclusions);
    if (phrase === null) return;
    const id = phrase.keys.join(' ');
    const existing = found.get(id);
    if (existing === undefined) found.set(id, { ...phrase, start: run.items[0]?.token.start ?? 0, segments: [run.segment] });
    else existing.segments.push(run.segment);
  };

  let run = null as Run | null;
  let afterCoordinator = false;
  let coveredIndex = 0;
  let previous: PhraseToken | undefined;
  for (const token of phraseTokens(text, words)) {
    const segment = segments[spanIndexAt(segments, token.start)] ?? null;
    const before = previous;
    previous = token;
    const usable = segment !== null && segment.structured && segment.mode !== 'benefits' && segment.mode !== 'company';
    const { covered } = exclusions;
    while (coveredIndex < covered.length && (covered[coveredIndex] as { end: number }).end <= token.start) coveredIndex += 1;
    const inTerm = (covered[coveredIndex]?.start ?? Infinity) < token.end;
    if (!usable || token.cut || run?.segment !== segment) {
      keep(run);
      run = null;
      if (token.cut) afterCoordinator = false;
    }
    if (!usable || inTerm) {
      keep(run, usable);
      run = null;
      continue;
    }
    const role = wordRole(token, before, language);
    if (role === 'cut') {
      // 'et'/'and' close a phrase like punctuation: 'cuisines équipées et parquets flottants'.
      afterCoordinator = COORDINATORS.has(token.folded);
      keep(run, !afterCoordinator);
      run = null;
      continue;
    }
    if (role === 'connector') {
      run?.items.push({ token, connector: true });
      continue;
    }
    if (run === null) {
      if (!canOpenPhrase(token, afterCoordinator, language)) continue;
      run = { items: [], segment };
      afterCoordinator = false;
    }
    if (isGerund(token, language)) {
      // After a plural it opens a clause ('residents living with dementia'), after a singular it
      // names the activity ('order picking').
      const last = run.items[run.items.length - 1]?.token.folded ?? '';
      if (!/[^siu]s$/.test(last)) run.items.push({ token, connector: false });
      keep(run);
      run = null;
      continue;
    }
    run.items.push({ token, connector: false });
  }
  keep(run);
  return [...found.values()];
}
