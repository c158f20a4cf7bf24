import { analyzePosting } from '../src/index.ts';
import type { Language } from '../src/rules/limits.ts';
import { absurdStatements, inventedClaims } from './claims.ts';
import type { EvalCase } from './eval-case.ts';
import { formatProblems, inWordRange, languageProblems } from './letter-checks.ts';
import { bodySentences } from './letter-parts.ts';
import { flatten, hasAnyPhrase, hasPhrase, nameKey, wordsOf } from './phrases.ts';
import { countWords } from '../src/text/tokenize.ts';
import { maxTrigramOverlap, sharedSentences } from './versions.ts';

/** A name the posting reader found, against the wordings the team accepts (null: the posting names none). */
export type NameScore = { expected: string[] | null; found: string | null; right: boolean };

export type PostingScore = {
  company: NameScore;
  position: NameScore;
  /** The language the generator proposes for this posting (null: it proposes none). */
  proposedLanguage: Language | null;
};

export type LetterScore = {
  variant: number;
  words: number;
  wordRange: boolean;
  language: string[];
  format: string[];
  keywordsUsed: number;
  keywordsTotal: number;
  missingKeywords: string[];
  invented: string[];
  absurd: string[];
  /** What the product flagged on this letter (verifyLetter's codes, the model path's warnings); null when unchecked. */
  flagged: string[] | null;
  /** The writer threw instead of writing. */
  error: string | null;
  /** The body's sentences, folded, in order: for the stock sentences shared with other candidates' letters. */
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

/** Reads the posting as the generator does and compares company, position and language with the team's. */
export function scorePosting(evalCase: EvalCase): PostingScore {
  const profile = analyzePosting(evalCase.posting);
  return {
    company: nameScore(evalCase.expected.company, profile.company),
    position: nameScore(evalCase.expected.position, profile.position),
    proposedLanguage: profile.language,
  };
}

function scoreLetter(evalCase: EvalCase, posting: PostingScore, letter: CaseLetters['versions'][number], variant: number): LetterScore {
  const { expected } = evalCase;
  const { text } = letter;
  const words = wordsOf(text);
  // Only the body counts: the frame's 'Service des ressources humaines' or subject line proves no skill.
  const body = wordsOf(bodySentences(text, expected.language).join(' '));
  const missing = expected.keywords.filter((wordings) => !hasAnyPhrase(body, wordings));
  const postingNames = [...(expected.company ?? []), ...(expected.position ?? []), posting.company.found, posting.position.found].filter(
    (name): name is string => name !== null,
  );
  return {
    variant,
    words: countWords(text),
    wordRange: inWordRange(text),
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
    flagged: letter.flagged,
    error: letter.error,
    sentences: bodySentences(text, expected.language).map(flatten),
  };
}

/** Scores a case's letters against its expectations. */
export function scoreCase(evalCase: EvalCase, posting: PostingScore, letters: CaseLetters): CaseScore {
  const texts = letters.versions.map((version) => version.text);
  const { language } = evalCase.expected;
  const first = texts[0];
  return {
    evalCase,
    posting,
    letters: letters.versions.map((version, variant) => scoreLetter(evalCase, posting, version, variant)),
    shared: sharedSentences(texts, language),
    overlap: maxTrigramOverlap(texts, language),
    regeneratedDiffers: letters.regenerated === null || first === undefined ? null : letters.regenerated !== first,
  };
}

/** A letter the eval finds at fault on a rule verifyLetter also owns (length, language, format, claims). */
export function hasHardFault(letter: LetterScore): boolean {
  return !letter.wordRange || letter.language.length > 0 || letter.format.length > 0 || letter.invented.length > 0 || letter.absurd.length > 0;
}
