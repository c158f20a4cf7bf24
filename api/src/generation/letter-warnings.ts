import type { LetterFailure } from '@lettra/letter-engine';
import type { LetterWarning } from '@lettra/contracts';

// These messages quote the letter: for a locked letter, which may quote its hidden part, they are
// told without the quote.
const UNQUOTED: Partial<Record<LetterFailure['code'], string>> = {
  unsupported_claim: 'La lettre cite des éléments absents de votre CV.',
  absurd_statement: 'La lettre contient une formulation qui ne veut rien dire.',
  ai_mention: 'La lettre mentionne une intelligence artificielle.',
  placeholder: 'La lettre contient un passage à compléter.',
  repeated_sentence: 'Une phrase apparaît deux fois dans la lettre.',
};

/** What the user is told of the checks a version still fails: the French message, never the model's instruction. */
export function warningsOf(failures: readonly LetterFailure[], locked: boolean): LetterWarning[] {
  return failures.map(({ code, message }) => ({ code, message: (locked ? UNQUOTED[code] : undefined) ?? message }));
}
