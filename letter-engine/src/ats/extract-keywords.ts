import type { Language } from '../rules/limits.ts';
import { foldText } from '../text/fold.ts';
import { sanitizeText } from '../text/sanitize.ts';
import { parsePosting } from '../posting/parse-posting.ts';
import type { TermEntry, TermKind } from './dictionary/index.ts';
import { postingSegments, type PostingSegment } from './posting-sections.ts';
import type { SectionMode } from './section-headings.ts';
import { contentTokens, findTerms } from './term-matcher.ts';
import { technicalTokens } from './technical-tokens.ts';
import { titleKeyword } from './title-keyword.ts';
import type { KeywordProbe } from './text-index.ts';

/** Required skills weigh 2 in the score, nice-to-have ones 1. */
export type KeywordWeight = 'required' | 'nice';

/** One important term of a posting, with how to look for it in a CV or a letter. */
export type PostingKeyword = {
  term: string;
  weight: KeywordWeight;
  kind: TermKind | 'token' | 'title';
  probe: KeywordProbe;
};

// Beyond this, a list of keywords stops helping anyone read it.
const MAX_KEYWORDS = 30;

function modeAt(segments: readonly PostingSegment[], offset: number): SectionMode | null {
  return segments.find((segment) => offset >= segment.start && offset < segment.end)?.mode ?? null;
}

/** Shows a concept in the letter's language: 'project management' for an English letter. */
export function termLabel(entry: TermEntry, language: Language): string {
  return language === 'english' && entry.labelEn !== undefined ? entry.labelEn : entry.label;
}

function wordsOf(value: string | null): string[] {
  return value === null ? [] : foldText(value).split(/[^a-z0-9+#.]+/).filter(Boolean);
}

/**
 * Extracts the posting's important terms: the job title (see title-keyword.ts), every dictionary
 * term (skills, tools, degrees, languages, soft skills) plus posting-specific technical words
 * (see technical-tokens.ts), each
 * weighted by where it appears (see posting-sections.ts). A term is required if any occurrence is
 * in a required or plain section (title, missions), nice-to-have if it only appears in
 * nice-to-have clauses or in the company presentation; terms found only under benefits or
 * recruitment-process headings are not keywords. Company and position names are never keywords.
 * Ordered required first, then by first appearance; at most 30.
 */
export function extractPostingKeywords(posting: string, language: Language): PostingKeyword[] {
  const text = sanitizeText(posting);
  const segments = postingSegments(text);
  const tokens = contentTokens(text);
  const matches = findTerms(tokens);
  const { company, position } = parsePosting(text);
  const excluded = new Set(wordsOf(company));
  const covered = new Set(matches.flatMap((m) => Array.from({ length: m.last - m.first + 1 }, (_, i) => m.first + i)));
  const tools = new Set(matches.filter((m) => m.entry.kind === 'tool').flatMap((m) => [m.first, m.last]));
  const found = new Map<string, { keyword: PostingKeyword; order: number }>();

  const record = (key: string, order: number, mode: SectionMode | null, make: () => PostingKeyword): void => {
    if (mode === null || mode === 'benefits') return;
    const weight: KeywordWeight = mode === 'required' || mode === 'neutral' ? 'required' : 'nice';
    const existing = found.get(key);
    if (existing === undefined) found.set(key, { keyword: { ...make(), weight }, order });
    else if (weight === 'required') existing.keyword.weight = 'required';
  };

  for (const match of matches) {
    record(`entry:${match.entry.label}`, match.start, modeAt(segments, match.start), () => ({
      term: termLabel(match.entry, language),
      weight: 'required',
      kind: match.entry.kind,
      probe: { entry: match.entry, stem: '' },
    }));
  }
  const title = titleKeyword(position);
  if (title !== null) {
    found.set('title', { keyword: { term: title.term, weight: 'required', kind: 'title', probe: { entry: null, stem: '', phrase: title.stems } }, order: -1 });
  }
  const positionWords = new Set(wordsOf(position));
  for (const token of technicalTokens(tokens, text, covered, tools, excluded)) {
    const at = tokens[token.index]?.start ?? 0;
    // A position like 'Développeur Magento' names a real skill: keep it, but not plain title words.
    if (positionWords.has(foldText(token.term)) && !/[A-Z0-9]{2}|[.+#]/.test(token.term)) continue;
    record(`token:${token.stem}`, at, modeAt(segments, at), () => ({
      term: token.term,
      weight: 'required',
      kind: 'token',
      probe: { entry: null, stem: token.stem },
    }));
  }
  return [...found.values()]
    .sort((a, b) => Number(a.keyword.weight === 'nice') - Number(b.keyword.weight === 'nice') || a.order - b.order)
    .slice(0, MAX_KEYWORDS)
    .map(({ keyword }) => keyword);
}
