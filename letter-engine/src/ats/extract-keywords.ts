import type { Language } from '../rules/limits.ts';
import { detectTextLanguage } from '../text/detect-language.ts';
import { foldText } from '../text/fold.ts';
import { stem } from '../text/stem.ts';
import { sanitizeText } from '../text/sanitize.ts';
import { parsePosting } from '../posting/parse-posting.ts';
import { correctedNames, type ReadingOverrides } from '../writer/reading-overrides.ts';
import type { TermEntry, TermKind } from './dictionary/index.ts';
import { postingPhrases } from './extract-phrases.ts';
import { postingSegments, type PostingSegment } from './posting-sections.ts';
import { occurrences, spanIndexAt, type Span } from './spans.ts';
import { matchKey } from './phrase-tokens.ts';
import type { SectionMode } from './section-headings.ts';
import { tokenize } from '../text/tokenize.ts';
import { contentTokensOf, findTerms } from './term-matcher.ts';
import { technicalTokens } from './technical-tokens.ts';
import { titleKeyword } from './title-keyword.ts';
import type { KeywordProbe } from './text-index.ts';
import { lexiconWordSet } from '../lexicon/words.ts';

/** Required skills weigh 2 in the score, nice-to-have ones 1. */
export type KeywordWeight = 'required' | 'nice';

/** One important term of a posting, with how to look for it in a CV or a letter. */
export type PostingKeyword = {
  term: string;
  weight: KeywordWeight;
  kind: TermKind | 'token' | 'title' | 'phrase';
  probe: KeywordProbe;
};

// Beyond this, a list of keywords stops helping anyone read it.
const MAX_KEYWORDS = 30;
// Phrases from the posting's lines come after the curated terms they could crowd out.
const MAX_PHRASES = 12;

// Between two keywords of the same weight and count: the job title, then named skills, tools,
// degrees and languages, then the posting's own words and phrases, then soft skills.
const KIND_RANK: Record<PostingKeyword['kind'], number> = {
  title: 0, tool: 1, skill: 1, diploma: 1, certification: 1, language: 1, token: 2, phrase: 2, sector: 2, soft: 3,
};

type Candidate = { keyword: PostingKeyword; order: number; count: number };

/** Shows a concept in the letter's language: 'project management' for an English letter. */
export function termLabel(entry: TermEntry, language: Language): string {
  return language === 'english' && entry.labelEn !== undefined ? entry.labelEn : entry.label;
}

function wordsOf(value: string | null): string[] {
  return value === null ? [] : foldText(value).split(/[^a-z0-9+#.]+/).filter(Boolean);
}

// 'required' when any occurrence is in a required or plain part, 'nice' when all are in
// nice-to-have wording or the company's presentation, null when all are under benefits.
function weightOf(modes: readonly (SectionMode | null)[]): KeywordWeight | null {
  if (modes.some((mode) => mode === 'required' || mode === 'neutral')) return 'required';
  return modes.some((mode) => mode === 'nice' || mode === 'company') ? 'nice' : null;
}

// A sentence of introductory prose naming the company presents it ('LogiSud, prestataire
// logistique de 3 entrepôts, recrute…'): its terms describe the company, not the job, up to the
// words saying it hires, after which they describe the job. Short lines naming it are headers
// ('Préparateur – LogiSud – Nîmes'), which name the job.
const PRESENTATION_MIN_WORDS = 8;
const HIRES = /\b(?:recrute|recrutons|recherche|recherchons|is hiring|are hiring|is looking for|are looking for|seeks|is seeking|are seeking)\b/i;

// The matches not inside one of the spans.
function outside<T extends Span>(matches: readonly T[], spans: readonly Span[]): T[] {
  return matches.filter((match) => {
    const span = spans[spanIndexAt(spans, match.start)];
    return span === undefined || match.end > span.end;
  });
}

// The company's own words ('Harbourline' of 'Harbourline Group'), not the kind of company.
const COMPANY_KINDS = lexiconWordSet({ list: 'company-kinds' });

function withPresentation(text: string, segments: readonly PostingSegment[], companyWords: readonly string[]): PostingSegment[] {
  const names = new Set(companyWords.filter((word) => word.length >= 3 && !COMPANY_KINDS.has(word)));
  if (names.size === 0) return [...segments];
  return segments.flatMap((segment): PostingSegment[] => {
    if (segment.structured || segment.mode !== 'neutral') return [segment];
    const clause = text.slice(segment.start, segment.end);
    const words = wordsOf(clause);
    if (words.length < PRESENTATION_MIN_WORDS || !words.some((word) => names.has(word))) return [segment];
    const hires = HIRES.exec(clause)?.index;
    if (hires === undefined) return [{ ...segment, mode: 'company' }];
    const split = segment.start + hires;
    const parts: PostingSegment[] = [{ ...segment, end: split, mode: 'company' }, { ...segment, start: split }];
    return parts.filter((part) => part.end > part.start);
  });
}

// One spelling of a term whatever its case, accents or plural: 'Gestion des stocks' = 'gestion du stock'.
function sameTermKey(term: string): string {
  return foldText(term)
    .split(/[^a-z0-9+#/]+/)
    .filter((word) => word.length > 0 && !['de', 'des', 'du', 'la', 'le', 'les', 'l', 'd', 'of', 'the'].includes(word))
    .map((word) => matchKey(stem(word)))
    .join(' ');
}

// Required first; then terms the posting repeats; then by kind; then in order of appearance.
function rank(candidates: Candidate[]): PostingKeyword[] {
  const sorted = [...candidates].sort(
    (a, b) =>
      Number(a.keyword.weight === 'nice') - Number(b.keyword.weight === 'nice') ||
      b.count - a.count ||
      KIND_RANK[a.keyword.kind] - KIND_RANK[b.keyword.kind] ||
      a.order - b.order,
  );
  const seen = new Set<string>();
  const kept: PostingKeyword[] = [];
  let phrases = 0;
  for (const { keyword } of sorted) {
    const key = sameTermKey(keyword.term);
    if (seen.has(key) || (keyword.kind === 'phrase' && phrases >= MAX_PHRASES)) continue;
    seen.add(key);
    if (keyword.kind === 'phrase') phrases += 1;
    kept.push(keyword);
  }
  return kept.slice(0, MAX_KEYWORDS);
}

/**
 * The posting's keywords, found, weighted and ranked as analyzeAts describes: the job title (title-keyword.ts),
 * dictionary terms, technical words (technical-tokens.ts) and the phrases of its own lines (extract-phrases.ts),
 * each weighted by its sections (posting-sections.ts) and with the probe that looks for it in a CV or a letter.
 */
export function extractPostingKeywords(posting: string, language: Language, overrides: ReadingOverrides = {}): PostingKeyword[] {
  const key = `${language}\n${overrides.company ?? ''}\n${overrides.position ?? ''}\n${posting}`;
  let keywords = RECENT.get(key);
  if (keywords === undefined) {
    keywords = readPostingKeywords(posting, language, overrides);
    if (RECENT.size >= RECENT_LIMIT) RECENT.delete(RECENT.keys().next().value ?? '');
    RECENT.set(key, keywords);
  }
  return keywords.map((keyword) => ({ ...keyword }));
}

// One generation reads its posting four times (three letters and the ATS match): the last few
// postings' keywords are kept. A posting is a public job advert, not the user's personal data.
const RECENT_LIMIT = 4;
const RECENT = new Map<string, readonly PostingKeyword[]>();

function readPostingKeywords(posting: string, language: Language, overrides: ReadingOverrides): PostingKeyword[] {
  const text = sanitizeText(posting);
  // The company and position the user corrected are names, never keywords, like the ones read.
  const { company, position } = correctedNames(parsePosting(text), overrides);
  const excluded = new Set(wordsOf(company));
  const segments = withPresentation(text, postingSegments(text), [...excluded]);
  const modeAt = (offset: number): SectionMode | null => segments[spanIndexAt(segments, offset)]?.mode ?? null;
  const words = tokenize(text);
  const tokens = contentTokensOf(words);
  // 'Transalp Logistique', 'Supermarché Frais&Co': a term inside the company's name is not asked for.
  const matches = outside(findTerms(tokens), occurrences(text, company));
  const coveredIndexes = new Set(matches.flatMap((m) => Array.from({ length: m.last - m.first + 1 }, (_, i) => m.first + i)));
  const tools = new Set(matches.filter((m) => m.entry.kind === 'tool').flatMap((m) => [m.first, m.last]));
  const found = new Map<string, { modes: Array<SectionMode | null>; order: number; make: () => Omit<PostingKeyword, 'weight'> }>();
  const record = (key: string, order: number, mode: SectionMode | null, make: () => Omit<PostingKeyword, 'weight'>): void => {
    const existing = found.get(key);
    if (existing === undefined) found.set(key, { modes: [mode], order, make });
    else existing.modes.push(mode);
  };

  for (const match of matches) {
    record(`entry:${match.entry.label}`, match.start, modeAt(match.start), () => ({
      term: termLabel(match.entry, language),
      kind: match.entry.kind,
      probe: { entry: match.entry, stem: '' },
    }));
  }
  const positionWords = new Set(wordsOf(position));
  const covered = matches.map((m) => ({ start: m.start, end: m.end }));
  for (const token of technicalTokens(tokens, text, coveredIndexes, tools, excluded)) {
    covered.push({ start: token.start, end: token.end });
    // A position like 'Développeur Magento' names a real skill: keep it, but not plain title words.
    if (positionWords.has(foldText(token.raw)) && !/[A-Z0-9]{2}|[.+#]/.test(token.raw)) continue;
    record(`token:${token.stem}`, token.start, modeAt(token.start), () => ({ term: token.raw, kind: 'token', probe: { entry: null, stem: token.stem } }));
  }
  const title = titleKeyword(position);
  const titleKeys = new Set(title?.alternatives.map((stems) => stems.map(matchKey).join(' ')));
  covered.sort((a, b) => a.start - b.start);
  const phrases = postingPhrases(text, words, segments, detectTextLanguage(text) ?? language, { covered, company: excluded, title: titleKeys });
  for (const phrase of phrases) {
    found.set(`phrase:${phrase.keys.join(' ')}`, {
      modes: phrase.segments.map((segment: PostingSegment) => segment.mode),
      order: phrase.start,
      make: () => ({ term: phrase.term, kind: 'phrase', probe: { entry: null, stem: '', words: phrase.keys } }),
    });
  }

  const candidates: Candidate[] = [];
  if (title !== null) {
    const keyword: PostingKeyword = { term: title.term, weight: 'required', kind: 'title', probe: { entry: null, stem: '', phrases: title.alternatives } };
    candidates.push({ keyword, order: -1, count: Infinity });
  }
  for (const { modes, order, make } of found.values()) {
    const weight = weightOf(modes);
    const count = modes.filter((mode) => mode !== null && mode !== 'benefits').length;
    if (weight !== null) candidates.push({ keyword: { ...make(), weight }, order, count });
  }
  return rank(candidates);
}
