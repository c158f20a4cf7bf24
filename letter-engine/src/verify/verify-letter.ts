import { checkAiMention } from './check-ai-mention.ts';
import { checkAbsurdStatements, checkClaims } from './check-claims.ts';
import { checkFrame, checkSignature } from './check-format.ts';
import { checkLanguage } from './check-language.ts';
import { checkLength } from './check-length.ts';
import { checkPlaceholders } from './check-placeholders.ts';
import { checkCompany, checkPosition } from './check-posting-names.ts';
import { checkRepetition } from './check-repetition.ts';
import type { WordRange } from '../refine/refinement-word-range.ts';
import type { LetterFailure } from './letter-failure.ts';
import type { VerificationContext } from './verification-context.ts';

/**
 * Checks one version of a letter, whoever wrote it (the model or the offline writer): 300–400
 * words, the letter's language throughout, the greeting and closing of that language, the
 * candidate's name and signature, the company and the position when the posting names them, no
 * claim the CV does not support, no absurd statement (an age as a job, a licence as a skill), no
 * mention of an AI, no gap left to fill, no sentence written twice. Returns the failures, most serious first; empty when the letter passes.
 * A refinement passes the length it asks for as `wordRange` (refinementWordRange); an `offline` draft is
 * never asked to be longer than its CV allows (checkLength).
 */
export function verifyLetter(letter: string, context: VerificationContext, wordRange?: WordRange, offline = false): LetterFailure[] {
  const { language } = context;
  const failures = [
    checkClaims(letter, context),
    checkAbsurdStatements(letter, context),
    checkAiMention(letter, context.foldedResume, language),
    checkLanguage(letter, language),
    checkCompany(letter, context.company, language),
    checkPosition(letter, context.position, language),
    checkLength(letter, language, wordRange, offline),
    checkPlaceholders(letter, language),
    checkRepetition(letter, language),
    ...checkFrame(letter, language),
    checkSignature(letter, context.name, language),
  ];
  return failures.filter((failure): failure is LetterFailure => failure !== null);
}
