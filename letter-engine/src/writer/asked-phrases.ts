import { STOPWORDS_EN } from '../ats/stopwords-en.ts';
import { STOPWORDS_FR } from '../ats/stopwords-fr.ts';
import { lexiconWordSet } from '../lexicon/words.ts';
import { foldText } from '../text/fold.ts';
import loneWordExclusions from './lone-word-exclusions.json' with { type: 'json' };

// A phrase made only of these ('service client', 'heures semaine') says nothing of what the candidate did.
const NOT_ALONE = new Set(loneWordExclusions.words);

/** Where a phrase of the posting is found in the CV: a job's line (its index in the CV's jobs) or elsewhere (null). */
export type CvLine = { text: string; job: number | null };

/** A must-have of the posting in its own words ('port de 3 assiettes') that a CV line also holds. */
export type AskedPhrase = { phrase: string; job: number | null };

const GENERIC = new Set([...lexiconWordSet({ list: 'generic-words' }), ...lexiconWordSet({ list: 'verbs' })]);
// A phrase of 2 to 5 words: a lone noun shared by two texts ('la gestion', 'le budget') is no must-have to argue.
const MIN_WORDS = 2;
const MAX_WORDS = 5;
const WORD = /[\p{L}\d][\p{L}\d'’-]*/gu;
// Small words a phrase may hold inside ('port de 3 assiettes', 'service au bar'), never at its ends.
const INSIDE = new Set(['de', 'du', 'des', 'd', 'la', 'le', 'les', 'l', 'au', 'aux', 'a', 'en', 'et', 'of', 'the', 'and', 'in', 'on', 'with', 'for']);

function isStop(folded: string): boolean {
  return STOPWORDS_FR.has(folded) || STOPWORDS_EN.has(folded) || GENERIC.has(folded) || /^\d+$/.test(folded);
}

function containsPhrase(haystack: string, needle: string): boolean {
  const at = haystack.indexOf(needle);
  if (at < 0) return false;
  const before = haystack.charAt(at - 1);
  const after = haystack.charAt(at + needle.length);
  return !/[\p{L}\d]/u.test(before) && !/[\p{L}\d]/u.test(after);
}

/**
 * The phrases of the posting's must-have lines that the CV writes too, word for word (accents and case
 * aside), longest first, each with the CV line that holds it. A phrase opens and closes on a word that
 * carries meaning (never 'de', 'maîtrise', 'gérer'), and holds none of the post's title words, so the
 * title is never told back as a skill ('l'aide-soignant').
 */
export function askedPhrases(askedLines: readonly string[], cv: readonly CvLine[], titleWords: ReadonlySet<string>): AskedPhrase[] {
  const folded = cv.map((line) => ({ text: ` ${foldText(line.text).replace(/\s+/g, ' ')} `, job: line.job }));
  const found = new Map<string, AskedPhrase>();
  for (const line of askedLines) {
    const words = [...line.matchAll(WORD)].map((match) => ({ raw: match[0], folded: foldText(match[0]), start: match.index, end: match.index + match[0].length }));
    for (let at = 0; at < words.length; at += 1) {
      const first = words[at];
      if (first === undefined || isStop(first.folded) || INSIDE.has(first.folded)) continue;
      for (let size = Math.min(MAX_WORDS, words.length - at); size >= MIN_WORDS; size -= 1) {
        const span = words.slice(at, at + size);
        const last = span.at(-1);
        if (last === undefined || isStop(last.folded) || INSIDE.has(last.folded)) continue;
        if (span.some((word) => titleWords.has(word.folded))) continue;
        const meaningful = span.filter((word) => !INSIDE.has(word.folded) && !isStop(word.folded));
        if (meaningful.length < MIN_WORDS || meaningful.every((word) => NOT_ALONE.has(word.folded))) continue;
        const text = line.slice(first.start, last.end);
        // A phrase cut across punctuation is two things, not one ('caisse, retours').
        if (/[,;:()/·•|]/.test(text)) continue;
        const needle = foldText(text).replace(/\s+/g, ' ');
        const holder = folded.find((cvLine) => containsPhrase(cvLine.text, needle));
        if (holder === undefined) continue;
        if (![...found.keys()].some((known) => known.includes(needle))) found.set(needle, { phrase: text, job: holder.job });
        at += size - 1;
        break;
      }
    }
  }
  return [...found.values()];
}
