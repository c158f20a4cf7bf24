import { stem } from '../text/stem.ts';
import { tokenize, type Token } from '../text/tokenize.ts';

/** One word as phrase extraction and phrase matching see it. */
export type PhraseToken = Token & {
  /** Stem with English inflections removed too (see matchKey): what two texts compare. */
  key: string;
  /** True when punctuation, a bracket, a colon or a spaced dash separates it from the previous word. */
  cut: boolean;
  /** True for the first word of a line or a sentence, whose capital says nothing. */
  initial: boolean;
};

// Punctuation the tokenizer lets through that still ends a phrase: '(DPI)', 'Lieu : Lyon', ' – ',
// 'commandes / réceptions'.
const EXTRA_CUT = /[()[\]{}:"«»<>=/&+@]|\s[-–—]\s/;
const SENTENCE_END = /[.!?\n•·▪►✓]/;
// Two short parts joined by '/' or '&' are one word: 'A/B tests', 'R&D', 'B/C'.
const JOINER = /^[/&]$/;

/**
 * English inflections on top of the engine's light stem (text/stem.ts): 'testing', 'tested' and
 * 'tests' share 'test', 'planning' meets 'plan', 'managed' meets 'manage'. Only for words long enough
 * that the cut leaves a word ('pied', 'bring' stay whole).
 */
export function matchKey(stemmed: string): string {
  if (/[^a-z]/.test(stemmed)) return stemmed;
  let word = stemmed;
  if (word.length >= 6 && word.endsWith('ing')) word = word.slice(0, -3);
  else if (word.length >= 6 && word.endsWith('ed')) word = word.slice(0, -2);
  else return word;
  // planning → plann → plan; the stem drops a final mute e, so 'manage' is already 'manag'.
  if (/([b-df-hj-np-tv-z])\1$/.test(word) && !word.endsWith('ll') && !word.endsWith('ss')) word = word.slice(0, -1);
  return stem(word);
}

function joinShortPairs(tokens: readonly Token[], text: string): Token[] {
  const joined: Token[] = [];
  for (const token of tokens) {
    const previous = joined[joined.length - 1];
    const gap = previous === undefined ? '' : text.slice(previous.end, token.start);
    if (previous !== undefined && JOINER.test(gap) && previous.raw.length <= 2 && token.raw.length <= 2) {
      const raw = text.slice(previous.start, token.end);
      joined[joined.length - 1] = { ...previous, raw, folded: raw.toLowerCase(), stem: raw.toLowerCase(), end: token.end };
      continue;
    }
    joined.push(token);
  }
  return joined;
}

/**
 * Tokenises a text for phrases: the engine's tokens (elisions dropped, hyphens split), short pairs
 * joined ('A/B'), each with its match key and whether a phrase may run across the gap before it.
 * `tokens` saves tokenising again a text already tokenised.
 */
export function phraseTokens(text: string, tokens: readonly Token[] = tokenize(text)): PhraseToken[] {
  const result: PhraseToken[] = [];
  let previousEnd = 0;
  for (const token of joinShortPairs(tokens, text)) {
    const gap = text.slice(previousEnd, token.start);
    previousEnd = token.end;
    const initial = result.length === 0 || SENTENCE_END.test(gap);
    result.push({ ...token, key: matchKey(token.stem), cut: token.breakBefore || EXTRA_CUT.test(gap), initial });
  }
  return result;
}
