// What other packages use of the evaluation (the api's model-path run): `@lettra/letter-engine/eval`.
export { caseSeed, EVAL_TODAY } from './case-seed.ts';
export type { EvalCase } from './eval-case.ts';
export { isClosingSentence, isGreeting, paragraphs } from './letter-parts.ts';
export { loadCases } from './load-cases.ts';
export { caseHeader, letterLine, silentFaults, summarize, summaryText, type SummaryLine } from './report.ts';
export { hasHardFault, scoreCase, scorePosting, type CaseLetters, type CaseScore, type LetterScore } from './score-case.ts';
