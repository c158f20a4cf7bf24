import { findAbsurdStatements } from '../fact-check/find-absurd-statements.ts';
import { findClaims } from '../fact-check/find-unsupported-claims.ts';
import { joinList } from '../text/join-list.ts';
import type { LetterFailure } from './letter-failure.ts';
import type { VerificationContext } from './verification-context.ts';

/** Every tool, skill, degree, certificate, language level and posting requirement the letter claims is in the CV (see findClaims). */
export function checkClaims(letter: string, context: VerificationContext): LetterFailure | null {
  const { language } = context;
  const claims = findClaims(context.claims, letter);
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

const quote = (items: readonly string[], language: 'french' | 'english'): string =>
  joinList(items.map((item) => (language === 'french' ? `« ${item} »` : `'${item}'`)), language);

/** No age read as a job or as years of experience, no test, card or licence stated as a skill or a job (see findAbsurdStatements). */
export function checkAbsurdStatements(letter: string, context: VerificationContext): LetterFailure | null {
  const { language } = context;
  const statements = findAbsurdStatements(letter, context.claims.age);
  if (statements.length === 0) return null;
  return {
    code: 'absurd_statement',
    message: `La lettre contient ${statements.length > 1 ? 'des formulations qui ne veulent' : 'une formulation qui ne veut'} rien dire : ${quote(statements, 'french')}.`,
    instruction:
      language === 'french'
        ? `Réécris ${statements.length > 1 ? 'ces passages' : 'ce passage'} : ${quote(statements, 'french')}. Un âge n'est ni un poste ni une durée d'expérience ; un test, une carte ou un permis n'est ni une compétence ni un poste : cite-les tels que le CV les donne.`
        : `Rewrite ${statements.length > 1 ? 'these passages' : 'this passage'}: ${quote(statements, 'english')}. An age is neither a job nor years of experience; a test, a card or a licence is neither a skill nor a job: name them as the CV gives them.`,
  };
}
