import { findUnsupportedClaims } from '../fact-check/find-unsupported-claims.ts';
import { joinList } from '../text/join-list.ts';
import type { LetterFailure } from './letter-failure.ts';
import type { VerificationContext } from './verification-context.ts';

/** Every tool, skill, degree, certificate and language the letter claims is in the CV (see findUnsupportedClaims). */
export function checkClaims(letter: string, context: VerificationContext): LetterFailure | null {
  const { resume, posting, language } = context;
  const claims = findUnsupportedClaims({ resume, letter, language, posting });
  if (claims.length === 0) return null;
  const quoted = joinList(claims, language);
  return {
    code: 'unsupported_claim',
    message: `La lettre cite des éléments absents de votre CV : ${joinList(claims, 'french')}.`,
    instruction:
      language === 'french'
        ? `Retire ${claims.length > 1 ? 'ces éléments, absents' : 'cet élément, absent'} du CV : ${quoted}. Ne prétends pas ${claims.length > 1 ? 'les' : 'le'} maîtriser ; appuie-toi sur ce que le CV montre.`
        : `Remove what the CV does not show: ${quoted}. Do not claim ${claims.length > 1 ? 'them' : 'it'}; rely on what the CV shows.`,
  };
}
