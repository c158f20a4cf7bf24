import { DICTIONARY, type TermEntry } from './dictionary/index.ts';
import { tokenize, type Token } from '../text/tokenize.ts';
import { lexiconWordSet } from '../lexicon/words.ts';

// Small words ignored inside multi-word terms, so 'gestion des projets' matches 'gestion de projet'
// and 'management of projects' reads like 'project management' would not (order still counts).
const CONNECTORS = lexiconWordSet({ list: 'connectors' });

/** A token that carries meaning, with the phrase break before it (connectors dropped). */
export type ContentToken = Token & { index: number };

/** One place where a dictionary term occurs in a text. */
export type TermMatch = { entry: TermEntry; start: number; end: number; first: number; last: number };

type CompiledAlias = { entry: TermEntry; stems: string[]; raws: string[] | null };

/** Keeps the words of a text that carry meaning; a break before a dropped connector carries over. */
export function contentTokens(text: string): ContentToken[] {
  return contentTokensOf(tokenize(text));
}

/** As contentTokens, from a text already tokenised (see text/tokenize.ts). */
export function contentTokensOf(tokens: readonly Token[]): ContentToken[] {
  const result: ContentToken[] = [];
  let pendingBreak = false;
  for (const token of tokens) {
    if (CONNECTORS.has(token.folded)) {
      pendingBreak ||= token.breakBefore;
      continue;
    }
    result.push({ ...token, breakBefore: token.breakBefore || pendingBreak, index: result.length });
    pendingBreak = false;
  }
  return result;
}

function compile(entries: readonly TermEntry[]): Map<string, CompiledAlias[]> {
  const byFirstStem = new Map<string, CompiledAlias[]>();
  for (const entry of entries) {
    for (const alias of entry.aliases) {
      const caseSensitive = alias.startsWith('=');
      const tokens = contentTokens(caseSensitive ? alias.slice(1) : alias);
      const first = tokens[0];
      if (!first) continue;
      const compiled = { entry, stems: tokens.map((t) => t.stem), raws: caseSensitive ? tokens.map((t) => t.raw) : null };
      byFirstStem.set(first.stem, [...(byFirstStem.get(first.stem) ?? []), compiled]);
    }
  }
  return byFirstStem;
}

const COMPILED = compile(DICTIONARY);

function matchesAt(tokens: readonly ContentToken[], at: number, alias: CompiledAlias): boolean {
  return alias.stems.every((stem, offset) => {
    const token = tokens[at + offset];
    if (!token || token.stem !== stem) return false;
    if (offset > 0 && token.breakBefore) return false;
    return alias.raws === null || token.raw === alias.raws[offset];
  });
}

/**
 * Finds the dictionary terms of a tokenised text. Where matches overlap, the longest wins ('Scrum
 * Master' is not also 'Master', 'anglais courant' not also 'anglais'). Sorted by position.
 */
export function findTerms(tokens: readonly ContentToken[]): TermMatch[] {
  const candidates: TermMatch[] = [];
  tokens.forEach((token, at) => {
    for (const alias of COMPILED.get(token.stem) ?? []) {
      if (!matchesAt(tokens, at, alias)) continue;
      const last = tokens[at + alias.stems.length - 1] ?? token;
      candidates.push({ entry: alias.entry, start: token.start, end: last.end, first: at, last: at + alias.stems.length - 1 });
    }
  });
  candidates.sort((a, b) => b.last - b.first - (a.last - a.first) || a.first - b.first);
  const taken = new Set<number>();
  const kept: TermMatch[] = [];
  for (const match of candidates) {
    const span = Array.from({ length: match.last - match.first + 1 }, (_, i) => match.first + i);
    if (span.some((i) => taken.has(i))) continue;
    span.forEach((i) => taken.add(i));
    kept.push(match);
  }
  return kept.sort((a, b) => a.first - b.first);
}
