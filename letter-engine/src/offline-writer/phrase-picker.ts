import type { LetterContext } from './letter-context.ts';
import { seededRandom, shuffled, subSeed } from './random.ts';

/** One way to say something; null when the data it needs is missing (no gender, no employer…). */
export type Phrase<A = void> = (c: LetterContext, a: A) => string | null;

/** Chooses phrasings for one version of one letter. */
export type PhrasePicker = <A>(key: string, pool: ReadonlyArray<Phrase<A>>, c: LetterContext, a: A) => string | null;

/**
 * Picks phrasings so that the three versions of a letter never share one and a new seed gives
 * new ones: each pool is shuffled by the letter's seed (the same order for the three versions),
 * and version v only takes the phrasings at positions v, v + 3, v + 6… of that order, the next
 * one each time the letter uses the pool again. A pool therefore needs at least three phrasings,
 * three more for each further use in one letter.
 */
export function phrasePicker(seed: number, variant: 0 | 1 | 2): PhrasePicker {
  const orders = new Map<string, number[]>();
  const next = new Map<string, number>();
  const deferred = new Map<string, number[]>();
  let colons = 0;
  return (key, pool, c, a) => {
    let order = orders.get(key);
    if (order === undefined) {
      order = shuffled(pool.map((_, index) => index), seededRandom(subSeed(seed, key)));
      orders.set(key, order);
    }
    // A phrasing built on a colon ('Mon objectif : …') is passed over once the letter has its share,
    // and kept for a later use of the pool, so that a long letter never runs short of phrasings.
    const waiting = deferred.get(key) ?? [];
    deferred.set(key, waiting);
    const take = (text: string): string => {
      if (COLON.test(text)) colons += 1;
      return text;
    };
    for (let slot = next.get(key) ?? variant; slot < order.length; slot += 3) {
      const text = pool[order[slot] ?? 0]?.(c, a);
      next.set(key, slot + 3);
      if (!text) continue;
      if (COLON.test(text) && colons >= MAX_COLON_PHRASINGS) {
        waiting.push(slot);
        continue;
      }
      return take(text);
    }
    // Phrasings passed over are worded again with this use's facts.
    while (waiting.length > 0) {
      const text = pool[order[waiting.shift() ?? 0] ?? 0]?.(c, a);
      if (text) return take(text);
    }
    return null;
  };
}

// Three sentences cut by a colon read as punchy; more read as slogans ('Mon quotidien : exactement ça.').
const MAX_COLON_PHRASINGS = 3;
const COLON = /\s?:\s/;
