import { resumeMove } from '../resume/resume-move.ts';
import { claimReference } from '../fact-check/claim-reference.ts';
import { claimSpans } from '../fact-check/find-unsupported-claims.ts';
import type { Language } from '../rules/limits.ts';
import { escapeRegExp } from '../text/escape-regexp.ts';
import { joinList } from '../text/join-list.ts';
import { foldText } from '../text/fold.ts';
import { cityIn } from '../text/places.ts';
import { sanitizeText } from '../text/sanitize.ts';
import { countWords } from '../text/tokenize.ts';
import type { Reading } from '../writer/reading.ts';
import { cvLines, linesAsWritten, subjectsOf, type Subjects } from './must-have-evidence.ts';

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
  names.reduce((said, name) => said.replace(new RegExp(escapeRegExp(name), 'giu'), ' '), sentence);

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

// Where the candidate lives, said by the candidate ('J'habite à Quimper, où se trouve…', '…à Quimper, où
// j'habite', 'I live in Leeds', 'My home is in Leeds'), folded: the post's own place ('le poste est basé à…') is not.
const LIVING = /(?<![\p{L}-])(?:habite|vis|reside|domicilie|domiciliee|live|lives|living|home)(?![\p{L}-])/u;

const LETTER = /\p{L}/u;

/** True when the folded text names the place as a whole word ('Quimper', not 'Quimperlé'). */
function names(folded: string, place: string): boolean {
  if (place.length < 2) return false;
  for (let at = folded.indexOf(place); at !== -1; at = folded.indexOf(place, at + 1)) {
    if (!LETTER.test(folded.charAt(at - 1)) && !LETTER.test(folded.charAt(at + place.length))) return true;
  }
  return false;
}

// A move the letter tells ('Je m'installe à Tours en janvier 2027', 'I have lived in York since…', 'I moved to Lyon…').
const MOVING = /(?<![\p{L}-])(?:installe|installation|arrivee|habite|vis|moving|moved|move|relocating|lived)(?![\p{L}-])/u;

// 'Quimper (29)' is Quimper; 'Londres' is 'London' in an English letter (as the writer names it).
const townOf = (place: string | null): string | null => (place === null ? null : (place.split('(')[0] ?? '').trim() || null);
const spellings = (town: string | null, language: Language): string[] => (town === null ? [] : [...new Set([foldText(town), foldText(cityIn(town, language))])]);

type HomeTown = {
  /** The CV's town and the posting's place as the letter and as each text writes them, folded. */
  home: string[];
  place: string[];
  /** The CV line giving the candidate's town (the address, 'J'habite à…'), the posting line naming its place. */
  cvLine: string | null;
  postingLine: string | null;
};

/**
 * Where the candidate lives and where the post is, each with the line that says it: the CV line holding the
 * address read (else the one saying 'j'habite à…', else the first naming the town), and the posting's first
 * line naming its place ('Carrefour – Quimper (29)', 'Lieu : Quimper').
 */
function homeTown(reading: Reading, language: Language): HomeTown {
  const home = townOf(reading.resume.city);
  const place = townOf(reading.posting.location);
  const homeSpellings = spellings(home, language);
  const placeSpellings = spellings(place, language);
  const resumeLines = linesAsWritten(reading.resumeText);
  const naming = (line: string, towns: readonly string[]) => towns.some((town) => names(foldText(line), town));
  const address = reading.resume.address;
  const cvLine =
    homeSpellings.length === 0
      ? null
      : (resumeLines.find((line) => address !== null && line.includes(address)) ??
        resumeLines.find((line) => naming(line, homeSpellings) && LIVING.test(foldText(line))) ??
        resumeLines.find((line) => naming(line, homeSpellings)) ??
        null);
  const postingLine = placeSpellings.length === 0 ? null : (linesAsWritten(reading.postingText).find((line) => naming(line, placeSpellings)) ?? null);
  return { home: homeSpellings, place: placeSpellings, cvLine, postingLine };
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
 * sentence of politeness gets nothing. A sentence saying where the candidate lives (the offline writer's
 * 'J'habite à Quimper, où se trouve…') rests on the CV line giving their town and, when it names the post's
 * place, the posting line naming it. A sentence the fact check flags (findClaims) says why, in French,
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
  const home = homeTown(reading, language);
  const move = resumeMove(reading.resumeText);
  const moveTowns = spellings(move?.town ?? null, language);
  const postingPlaceLine = (folded: string): string | null => (home.postingLine !== null && home.place.some((town) => names(folded, town)) ? home.postingLine : null);
  return bodySentences(text).flatMap(({ text: sentence, start, end }) => {
    const keys = keysOf(subjectsOf(without(sentence, reference.postingNames)));
    const folded = foldText(sentence);
    // A move to the post's town rests on the CV line that states it.
    const movesThere = move !== null && MOVING.test(folded) && moveTowns.some((town) => names(folded, town));
    const livesThere = !movesThere && home.cvLine !== null && LIVING.test(folded) && home.home.some((town) => names(folded, town));
    const cvLine = movesThere ? (move?.line ?? null) : livesThere ? home.cvLine : bestLine(keys, cv);
    const postingLine = (movesThere || livesThere ? postingPlaceLine(folded) : null) ?? bestLine(keys, asks);
    const unsupported = [...new Set(claims.filter((claim) => claim.start < end && start < claim.end).map((claim) => claim.label))];
    if (cvLine === null && unsupported.length === 0) return [];
    const flagged = unsupported.length === 0 ? null : `Absent de votre CV : ${joinList(unsupported, 'french')}.`;
    return [{ sentence, cvLine, postingLine, flagged }];
  });
}
