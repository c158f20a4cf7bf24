import { foldText } from './fold.ts';
import { stem } from './stem.ts';
import { lexiconWordSet } from '../lexicon/words.ts';
import { startsTitleCase } from './letter-case.ts';

/** One word of a text, as the matcher sees it. */
export type Token = {
  /** The word as written (case and accents kept), for case-sensitive terms such as 'React'. */
  raw: string;
  /** Folded form: lower case, no accents. */
  folded: string;
  /** Light stem of the folded form (see stem.ts). */
  stem: string;
  start: number;
  end: number;
  /** True when punctuation that ends a phrase (. ; , ! ? new line, bullet) precedes the word. */
  breakBefore: boolean;
};

// A word: letters and digits, joined by '.', '/', '+' or '#' (Node.js, CI/CD, Bac+5, C#, C++),
// optionally starting with a dot (.NET).
const WORD = /\.?[\p{L}\p{N}]+(?:[./+#][\p{L}\p{N}]+)*[+#]*/gu;

// French elided articles and pronouns: "l'anglais" must match "anglais", "d'expérience" "expérience".
const ELISIONS = lexiconWordSet({ list: 'elisions' });

const PHRASE_BREAK = /[.;,!?\n•·|▪►✓]/;

// 'Bac + 5', 'BAC +5' and 'bac+ 5' are all written as 'Bac+5' in the wild. The removed spaces are
// put back after the word so token offsets still point into the caller's text.
function normaliseDegreeLevels(text: string): string {
  return text.replace(/\b(bac)\s*\+\s*(\d)/gi, (whole: string, bac: string, level: string) => {
    const joined = `${bac}+${level}`;
    return joined + ' '.repeat(whole.length - joined.length);
  });
}

// Slashes always separate words ('C/C++', 'CI/CD', 'développeur/développeuse'); aliases are split
// the same way, so 'ci/cd' still matches. Dots join short technical parts only (node.js, asp.net,
// vue.js); before a longer or capitalised word the dot is a missing space ("React.Vous").
function splitJoined(word: string, offset: number): Array<{ text: string; start: number }> {
  if (!word.includes('/') && !word.includes('.')) return [{ text: word, start: offset }];
  const parts: Array<{ text: string; start: number }> = [];
  let position = offset;
  for (const piece of word.split(/(?<=\/)|(?=\/)/)) {
    if (piece !== '/') parts.push(...splitDots(piece, position));
    position += piece.length;
  }
  return parts;
}

function splitDots(word: string, offset: number): Array<{ text: string; start: number }> {
  const segments = word.split('.');
  const keep = segments.slice(1).every((segment) => segment.length > 0 && segment.length <= 4 && !startsTitleCase(segment));
  if (keep) return word.length > 0 ? [{ text: word, start: offset }] : [];
  const parts: Array<{ text: string; start: number }> = [];
  let position = offset;
  for (const segment of segments) {
    if (segment.length > 0) parts.push({ text: segment, start: position });
    position += segment.length + 1;
  }
  return parts;
}

/**
 * Splits a text into tokens for keyword matching: hyphens split words ('full-stack' = 'full stack'),
 * French elisions are dropped (l', d', qu', j', n'…), and every token carries its folded form, its
 * stem and whether a phrase break precedes it.
 */
export function tokenize(input: string): Token[] {
  const text = normaliseDegreeLevels(input);
  const tokens: Token[] = [];
  let previousEnd = 0;
  // A break before a dropped elision ("… React. L'anglais") belongs to the word after it.
  let pendingBreak = false;
  // A text repeats its words ('de', 'la', 'and'…): each is folded and stemmed once per call.
  const forms = new Map<string, { folded: string; stem: string }>();
  for (const match of text.matchAll(WORD)) {
    const start = match.index;
    for (const part of splitJoined(match[0], start)) {
      const after = text.charAt(part.start + part.text.length);
      let form = forms.get(part.text);
      if (form === undefined) {
        const folded = foldText(part.text);
        form = { folded, stem: stem(folded) };
        forms.set(part.text, form);
      }
      const { folded } = form;
      const gap = text.slice(previousEnd, part.start);
      previousEnd = part.start + part.text.length;
      const breakBefore: boolean = tokens.length === 0 || pendingBreak || PHRASE_BREAK.test(gap);
      if ((after === "'" || after === '’') && ELISIONS.has(folded)) {
        pendingBreak = breakBefore;
        continue;
      }
      pendingBreak = false;
      tokens.push({
        raw: part.text,
        folded,
        stem: form.stem,
        start: part.start,
        end: part.start + part.text.length,
        breakBefore,
      });
    }
  }
  return tokens;
}

/** Counts words the way the product does for the 300–400 word target: a whitespace split. */
export function countWords(text: string): number {
  return text.split(/\s+/).filter((word) => word.length > 0).length;
}
