// What other packages use of the evaluation (the api's model-path run): `@lettra/letter-engine/eval`.
export { caseSeed, EVAL_TODAY } from './case-seed.ts';
export type { EvalCase } from './eval-case.ts';
export { GrammarCheckerError } from './grammar.ts';
export { addGrammar } from './grammar-pass.ts';
export { isClosingSentence, isGreeting, paragraphs } from './letter-parts.ts';
export { loadCases } from './load-cases.ts';
export { caseHeader, letterLine, sharedSentenceLines, silentFaults, summarize, summaryText, withSharedSentences, type SummaryLine } from './report.ts';
export { hasHardFault, scoreCase, scorePosting, type CaseLetters, type CaseScore, type LetterScore } from './score-case.ts';
export { MODEL_WORD_RANGE, OFFLINE_WORD_RANGE, type WordRange } from './word-range.ts';
