import type { Token } from '../text/tokenize.ts';
import { phraseTokens } from './phrase-tokens.ts';
import { synonymKey } from './phrase-synonyms.ts';

type Occurrence = { unit: number; at: number };

/** Where each word (by synonym key) occurs in a text: sentence or line number and word position. */
export type PhraseIndex = ReadonlyMap<string, readonly Occurrence[]>;

// The words of a phrase may be this many words apart beyond the phrase's own length ('préparation
// de 150 commandes par jour' holds 'préparation de commandes').
const SLACK = 4;

/** Indexes a text's words (its tokens, see text/tokenize.ts) by synonym key, each with its sentence (or line) and position. */
export function buildPhraseIndex(text: string, tokens: readonly Token[]): PhraseIndex {
  const index = new Map<string, Occurrence[]>();
  let unit = 0;
  phraseTokens(text, tokens).forEach((token, at) => {
    if (token.initial) unit += 1;
    const key = synonymKey(token.key);
    const list = index.get(key);
    if (list === undefined) index.set(key, [{ unit, at }]);
    else list.push({ unit, at });
  });
  return index;
}

// Index of the first occurrence at or after `at` (occurrences are in text order).
function firstFrom(list: readonly Occurrence[], at: number): number {
  let low = 0;
  let high = list.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((list[middle]?.at ?? Infinity) < at) low = middle + 1;
    else high = middle;
  }
  return low;
}

// Positions are distinct, so at most 2 × reach + 1 occurrences are looked at.
function occursNear(list: readonly Occurrence[], anchor: Occurrence, reach: number): boolean {
  for (let i = firstFrom(list, anchor.at - reach); i < list.length; i += 1) {
    const occurrence = list[i] as Occurrence;
    if (occurrence.at > anchor.at + reach) return false;
    if (occurrence.unit === anchor.unit) return true;
  }
  return false;
}

/**
 * True when every word of the phrase (match keys) occurs, itself or a synonym, in one sentence of
 * the text, close together and in any order: 'gestion des stocks' is in 'Stocks : gestion et
 * inventaires' and in 'inventory management'.
 */
export function hasPhraseWords(index: PhraseIndex, keys: readonly string[]): boolean {
  const lists = keys.map((key) => index.get(synonymKey(key)) ?? []);
  if (lists.some((list) => list.length === 0)) return false;
  const rarest = lists.reduce((best, list) => (list.length < best.length ? list : best));
  const reach = keys.length + SLACK;
  return rarest.some((anchor) => lists.every((list) => occursNear(list, anchor, reach)));
}
