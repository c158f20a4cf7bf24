// Public surface of @lettra/letter-engine: pure functions and rules shared by the api and the
// browser. Everything else in src/ is internal. The api's request and answer schemas are in
// @lettra/contracts, which builds on these rules.

export { LIMITS, TONES, LANGUAGES, type Tone, type Language } from './rules/limits.ts';
export { letterInputSchema, type LetterInput } from './rules/letter-input.schema.ts';
export { ENGINE_MESSAGES } from './rules/messages.ts';
export { cutPreview, type LetterPreview } from './rules/cut-preview.ts';

export { buildPrompt, buildChatMessages, type Prompt, type PromptOptions, type ChatMessage } from './prompt/build-prompt.ts';
export { MODEL_DEFAULTS } from './prompt/model-defaults.ts';
export { promptPlan, type PromptPlan } from './requirements/prompt-plan.ts';
export { sentenceSources, type SentenceSource } from './requirements/sentence-sources.ts';
export { read, type Reading } from './writer/reading.ts';

export { parsePosting, type ParsedPosting } from './posting/parse-posting.ts';
export { analyzePosting } from './posting/analyze-posting.ts';
export { letterTitle } from './posting/letter-title.ts';

export { analyzeAts, type AtsAnalysis, type AtsInput, type AtsKeyword } from './ats/analyze-ats.ts';

export { findClaims, findUnsupportedClaims, type FactCheckInput } from './fact-check/find-unsupported-claims.ts';

export { writeOfflineLetter, type OfflineWriterOptions } from './writer/write-letter.ts';
export { correctedNames, type ReadingOverrides } from './writer/reading-overrides.ts';
export { reviewReading, type ReadingReview, type ReviewedRequirement } from './review/review-reading.ts';
export { analyzeResume, type AnalyzeResumeOptions } from './resume/analyze-resume.ts';
export { isRewritableParagraph, rewriteParagraph } from './writer/rewrite-paragraph.ts';
export { REFINEMENTS, type Refinement } from './refine/refinements.ts';
export { keywordSentence, insertSentence } from './refine/keyword-sentence.ts';
export { letterLines } from './refine/letter-lines.ts';
export { refinementWordRange, type WordRange } from './refine/refinement-word-range.ts';
export type { PromptRefinement } from './prompt/refinement-text.ts';
export { INITIAL_SSE_STATE, finishSseStream, readSseChunk, type SseEvent, type SseParserState } from './stream/parse-sse.ts';

export { countWords } from './text/tokenize.ts';
export { foldText } from './text/fold.ts';
export { frenchNumber } from './text/french-number.ts';

export { verifyLetter } from './verify/verify-letter.ts';
export { verificationContext, type VerificationContext } from './verify/verification-context.ts';
export { LETTER_CHECKS, type LetterCheck, type LetterFailure } from './verify/letter-failure.ts';
export { repairMessages, type RepairMessage } from './verify/repair-messages.ts';
export { findMissingEssentials, ESSENTIALS, type Essential, type MissingEssential } from './verify/find-missing-essentials.ts';

export { EXPORT_LAYOUTS, type ExportLayout } from './export-layouts/export-layout-ids.ts';
export { LETTER_LAYOUTS, type LetterLayout, type LayoutTextStyle, type LayoutFont } from './export-layouts/letter-layouts.ts';
