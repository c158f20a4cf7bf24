import { grammarErrors } from './grammar.ts';
import type { CaseScore } from './score-case.ts';

/**
 * Runs Grammalecte once over every French letter of a run and fills each letter's `grammar`
 * (English letters stay unchecked: null). `texts[i][v]` is case i's version v, as scored in
 * `scores[i]`. Rejects with a GrammarCheckerError when the checker cannot be installed or run.
 */
export async function addGrammar(scores: readonly CaseScore[], texts: ReadonlyArray<readonly string[]>): Promise<void> {
  const french = scores.flatMap((score, caseIndex) =>
    score.evalCase.expected.language === 'french' ? score.letters.map((letter, version) => ({ letter, text: texts[caseIndex]?.[version] ?? '' })) : [],
  );
  const errors = await grammarErrors(french.map((entry) => entry.text));
  french.forEach((entry, index) => {
    entry.letter.grammar = errors[index] ?? [];
  });
}
