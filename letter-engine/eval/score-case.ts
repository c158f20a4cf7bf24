import { analyzePosting, analyzeResume } from '../src/index.ts';
import type { Language } from '../src/rules/limits.ts';
import { absurdStatements, inventedClaims } from './claims.ts';
import type { EvalCase } from './eval-case.ts';
import type { GrammarError } from './grammar.ts';
import { formatProblems, inWordRange, languageProblems } from './letter-checks.ts';
import { bodySentences } from './letter-parts.ts';
import { hasAnyPhrase, hasPhrase, nameKey, wordsOf } from './phrases.ts';
import { punctuationFaults, type PunctuationFault } from './punctuation.ts';
import { countWords } from '../src/text/tokenize.ts';
import { maxTrigramOverlap, sharedSentences } from './versions.ts';
import type { WordRange } from './word-range.ts';
import { yearsProblems } from './years.ts';

/** A name the posting reader found, against the wordings the team accepts (null: the posting names none). */
export type NameScore = { expected: string[] | null; found: string | null; right: boolean };

/**
 * What the generator's first two steps pre-fill, read once as the user's texts arrive, against the team's
 * expectations: company, position, 'Lieu' and 'Contrat' from the posting, 'Nom du candidat' from the CV.
 * `place` and `contract` are null when the case states no expectation for them (not counted).
 */
export type PostingScore = {
  company: NameScore;
  position: NameScore;
  place: NameScore | null;
  contract: NameScore | null;
  name: NameScore;
  /** The language the generator proposes for this posting (null: it proposes none). */
  proposedLanguage: Language | null;
};

export type LetterScore = {
  variant: number;
  words: number;
  wordRange: boolean;
  language: string[];
  format: string[];
  /** The must-haves the CV supports (expected.keywords) the body names, of how many. */
  keywordsUsed: number;
  keywordsTotal: number;
  missingKeywords: string[];
  invented: string[];
  absurd: string[];
  /** Years of experience the letter states unlike the CV ('cinq ans d'expérience' (CV: 4)). */
  years: string[];
  punctuation: PunctuationFault[];
  /** Grammalecte's errors (French letters); null when not checked: an English letter, or a path that does not run it. */
  grammar: GrammarError[] | null;
  /** Body sentences other candidates' letters write word for word, each with one such case (filled once every case is scored). */
  sharedWithOthers: Array<{ sentence: string; otherCase: string }>;
  /** What the product flagged on this letter (verifyLetter's codes, the model path's warnings); null when unchecked. */
  flagged: string[] | null;
  /** The writer threw instead of writing. */
  error: string | null;
  /** The body's sentences as written, in order: for the sentences shared with other candidates' letters. */
  sentences: string[];
};

export type CaseScore = {
  evalCase: EvalCase;
  posting: PostingScore;
  letters: LetterScore[];
  shared: string[];
  overlap: number;
  /** Generating again (another seed) gives another letter; null when not tried. */
  regeneratedDiffers: boolean | null;
};

/** What one generation gave for a case: the versions, and the check codes the product flagged on each. */
export type CaseLetters = {
  versions: Array<{ text: string; error: string | null; flagged: string[] | null }>;
  regenerated: string | null;
};

function nameScore(expected: string[] | null, found: string | null): NameScore {
  const right = expected === null ? found === null : found !== null && expected.some((name) => nameKey(name) === nameKey(found));
  return { expected, found, right };
}

/**
 * Reads the posting and the CV as the generator's steps do (analyzePosting for company, position, place and
 * contract; analyzeResume for the candidate's name) and compares them, and the language, with the team's.
 */
export function scorePosting(evalCase: EvalCase): PostingScore {
  const { expected } = evalCase;
  const profile = analyzePosting(evalCase.posting);
  const stated = (wanted: string[] | null | undefined, found: string | null): NameScore | null => (wanted === undefined ? null : nameScore(wanted, found));
  return {
    company: nameScore(expected.company, profile.company),
    position: nameScore(expected.position, profile.position),
    place: stated(expected.place, profile.location),
    contract: stated(expected.contract, profile.contract),
    name: nameScore(expected.name === null ? null : [expected.name], analyzeResume(evalCase.resume).name),
    proposedLanguage: profile.language,
  };
}

function scoreLetter(evalCase: EvalCase, posting: PostingScore, letter: CaseLetters['versions'][number], variant: number, range: WordRange): LetterScore {
  const { expected } = evalCase;
  const { text } = letter;
  const words = wordsOf(text);
  // Only the body counts: the frame's 'Service des ressources humaines' or subject line proves no skill.
  const bodyText = bodySentences(text, expected.language).join(' ');
  const body = wordsOf(bodyText);
  const missing = expected.keywords.filter((wordings) => !hasAnyPhrase(body, wordings));
  const postingNames = [...(expected.company ?? []), ...(expected.position ?? []), posting.company.found, posting.position.found].filter(
    (name): name is string => name !== null,
  );
  return {
    variant,
    words: countWords(text),
    wordRange: inWordRange(text, range),
    language:
      text === ''
        ? ['empty']
        : [
            ...languageProblems(text, expected.language),
            ...(expected.untranslated ?? []).filter((wording) => hasPhrase(words, wording)).map((wording) => `untranslated '${wording}'`),
          ],
    format: formatProblems(text, expected.language, expected.name),
    keywordsUsed: expected.keywords.length - missing.length,
    keywordsTotal: expected.keywords.length,
    missingKeywords: missing.map((wordings) => wordings[0] ?? ''),
    invented: inventedClaims(text, {
      invented: expected.invented,
      language: expected.language,
      posting: evalCase.posting,
      companies: expected.company ?? [],
      postingNames,
    }),
    absurd: absurdStatements(text, expected.absurd),
    years: yearsProblems(bodyText, expected.language, expected.years, evalCase.resume),
    punctuation: punctuationFaults(text, expected.language),
    grammar: null,
    sharedWithOthers: [],
    flagged: letter.flagged,
    error: letter.error,
    sentences: bodySentences(text, expected.language),
  };
}

/** Scores a case's letters against its expectations, their length against `range`. */
export function scoreCase(evalCase: EvalCase, posting: PostingScore, letters: CaseLetters, range: WordRange): CaseScore {
  const texts = letters.versions.map((version) => version.text);
  const { language } = evalCase.expected;
  const first = texts[0];
  return {
    evalCase,
    posting,
    letters: letters.versions.map((version, variant) => scoreLetter(evalCase, posting, version, variant, range)),
    shared: sharedSentences(texts, language),
    overlap: maxTrigramOverlap(texts, language),
    regeneratedDiffers: letters.regenerated === null || first === undefined ? null : letters.regenerated !== first,
  };
}

/** A letter the eval finds at fault on a rule verifyLetter also owns (length, language, format, claims). */
export function hasHardFault(letter: LetterScore): boolean {
  return !letter.wordRange || letter.language.length > 0 || letter.format.length > 0 || letter.invented.length > 0 || letter.absurd.length > 0;
}

/** A letter at fault on any of the eval's own checks: the product's rules, years, punctuation, grammar, stock sentences. */
export function hasAnyFault(letter: LetterScore): boolean {
  return (
    hasHardFault(letter) ||
    letter.error !== null ||
    letter.years.length > 0 ||
    letter.punctuation.length > 0 ||
    (letter.grammar ?? []).length > 0 ||
    letter.sharedWithOthers.length > 0
  );
}
