import { claimReference } from '../fact-check/claim-reference.ts';
import { claimSpans } from '../fact-check/find-unsupported-claims.ts';
import type { Language } from '../rules/limits.ts';
import { joinList } from '../text/join-list.ts';
import { sanitizeText } from '../text/sanitize.ts';
import { countWords } from '../text/tokenize.ts';
import type { Reading } from '../writer/reading.ts';
import { cvLines, subjectsOf, type Subjects } from './must-have-evidence.ts';

/**
 * 'Pourquoi cette phrase ?' (docs/why-this-sentence.md): a sentence of the letter's body as written, the
 * CV line it rests on, the posting line it answers, and, when the fact check flags it, why.
 */
export type SentenceSource = { sentence: string; cvLine: string | null; postingLine: string | null; flagged: string | null };

// Two meaningful words or dictionary concepts in common tie a sentence to a line; one alone is a
// coincidence ('clients', 'gestion'), and a sentence of politeness shares none.
const MIN_SHARED = 2;
// A body paragraph ends as a sentence does and holds a few words: the date, the subject line, the
// greeting ('Madame, Monsieur,') and the signature do not, though the CV's header repeats them.
const MIN_PARAGRAPH_WORDS = 8;
const PARAGRAPH_END = /[.!?…]$/u;
// A sentence stops at its punctuation followed by a space: 'Node.js' stays whole.
const SENTENCE_END = /(?<=[.!?…])\s+/u;

type Line = { text: string; keys: Set<string> };

// Rule 'naming the company or the position states nothing' (docs/fact-check.md): 'Votre offre de
// développeur React chez Meditrack…' rests on no CV line for the posting's words it repeats.
const without = (sentence: string, names: readonly string[]): string =>
  names.reduce((said, name) => said.replace(new RegExp(name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'giu'), ' '), sentence);

/** A text's dictionary concepts and meaningful stems, read as the must-haves' evidence reads them. */
const keysOf = ({ concepts, stems }: Subjects): Set<string> => new Set([...[...concepts].map((concept) => `concept:${concept}`), ...stems]);

/** The line sharing the most keys with the sentence, the first of equals; null under MIN_SHARED. */
function bestLine(keys: ReadonlySet<string>, lines: readonly Line[]): string | null {
  let best: { text: string; shared: number } | null = null;
  for (const line of lines) {
    const shared = [...keys].filter((key) => line.keys.has(key)).length;
    if (shared >= MIN_SHARED && shared > (best?.shared ?? 0)) best = { text: line.text, shared };
  }
  return best?.text ?? null;
}

/** The sentences of the body's paragraphs, in order, with where each stands in the letter. */
function bodySentences(letter: string): Array<{ text: string; start: number; end: number }> {
  let from = 0;
  return letter.split('\n').filter((line) => PARAGRAPH_END.test(line) && countWords(line) >= MIN_PARAGRAPH_WORDS).flatMap((paragraph) =>
    paragraph.split(SENTENCE_END).map((text) => {
      const start = letter.indexOf(text, from);
      from = start + text.length;
      return { text, start, end: from };
    }),
  );
}

/**
 * For each sentence of a letter's body that states a fact, the CV line it rests on and the posting line
 * (must-have, mission or plus) it answers: the line sharing the most meaningful words with it (folded,
 * stemmed, the words every posting shares left out) or dictionary concepts, two at least, so that a
 * sentence of politeness gets nothing. A sentence the fact check flags (findClaims) says why, in French,
 * CV line or not. The same for the offline writer's letters and a model's: only the texts are read.
 */
export function sentenceSources(reading: Reading, letter: string, language: Language): SentenceSource[] {
  const text = sanitizeText(letter);
  const lineOf = (line: string): Line => ({ text: line, keys: keysOf(subjectsOf(line)) });
  const cv = cvLines(reading).map((line) => lineOf(line.text));
  const { required, missions, niceToHave } = reading.posting;
  const asks = [...required, ...missions, ...niceToHave].map(lineOf);
  const reference = claimReference({ resume: reading.resumeText, posting: reading.postingText, language, resumeProfile: reading.resume, postingProfile: reading.posting });
  const claims = claimSpans(reference, text);
  return bodySentences(text).flatMap(({ text: sentence, start, end }) => {
    const keys = keysOf(subjectsOf(without(sentence, reference.postingNames)));
    const cvLine = bestLine(keys, cv);
    const unsupported = [...new Set(claims.filter((claim) => claim.start < end && start < claim.end).map((claim) => claim.label))];
    if (cvLine === null && unsupported.length === 0) return [];
    const flagged = unsupported.length === 0 ? null : `Absent de votre CV : ${joinList(unsupported, 'french')}.`;
    return [{ sentence, cvLine, postingLine: bestLine(keys, asks), flagged }];
  });
}
