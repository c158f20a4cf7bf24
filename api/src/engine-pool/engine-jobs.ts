import { analyzeAts, correctedNames, findClaims, findMissingEssentials, parsePosting, promptPlan, read, sentenceSources, verificationContext, verifyLetter, writeOfflineLetter, type ExportLayout, type Language, type LetterInput, type OfflineWriterOptions, type ReadingOverrides, type WordRange } from '@lettra/letter-engine';
import { type AnalysisMatchResponse } from '@lettra/contracts';
import { renderLetterDocx } from '../exports/docx-document.ts';
import type { LetterToExport } from '../exports/letter-parts.ts';
import { renderLetterPdf } from '../exports/pdf-document.ts';
import { readPostingPage } from '../postings-link/reading/read-posting-page.ts';

/** What the plan of a letter needs besides the texts: the points to put forward and the day (current jobs). */
interface PlanInput {
  emphasis?: string | undefined;
  today: Date;
}

interface Texts {
  resume: string;
  jobPosting: string;
  language: Language;
  /** What the user corrected of the reading (docs/decisions.md): the letter is written and checked with it. */
  overrides?: ReadingOverrides | undefined;
}

// What each version of a letter is checked against, read once per generation and kept here, in
// the worker: it holds indexes that are not worth copying between threads. A generation checks up
// to six versions within seconds; a few generations at once fit.
const CONTEXTS_KEPT = 8;
const contexts = new Map<string, ReturnType<typeof verificationContext>>();

function contextFor(texts: Texts): ReturnType<typeof verificationContext> {
  const key = JSON.stringify([texts.language, texts.resume, texts.jobPosting, texts.overrides ?? null]);
  const context = contexts.get(key) ?? verificationContext(texts, texts.overrides);
  // The most recently used last, so that the oldest goes first.
  contexts.delete(key);
  contexts.set(key, context);
  const oldest = contexts.keys().next();
  if (contexts.size > CONTEXTS_KEPT && !oldest.done) contexts.delete(oldest.value);
  return context;
}

/**
 * The engine's heavy text work and the document renderers, each a job the worker threads run
 * (engine-worker.ts) so that no request holds the event loop while a CV, a posting or a letter is
 * read. Inputs and outputs cross between threads by structured clone: plain data only.
 */
export const engineJobs = {
  /**
   * `POST /api/analysis/match`: the ATS match, and the claims the CV does not support when a letter is given, both
   * read with what the user corrected (the corrected company and position name the posting and claim nothing).
   */
  analysis: ({ resume, jobPosting, letter, language, overrides = {} }: Texts & { letter?: string | undefined }): AnalysisMatchResponse => ({
    ats: analyzeAts({ posting: jobPosting, resume, language, overrides, ...(letter !== undefined ? { letter } : {}) }),
    unsupportedClaims: letter ? findClaims(verificationContext({ resume, jobPosting, language }, overrides).claims, letter) : [],
  }),

  /**
   * What a generation reads before writing: who hires for what, the ATS match, the essentials the posting lacks,
   * and the plan the model writes from (the must-haves with the CV lines that answer them, as the offline writer reads them).
   */
  generationPlan: (input: Texts & PlanInput) => ({
    posting: correctedNames(parsePosting(input.jobPosting), input.overrides ?? {}),
    ats: analyzeAts({ posting: input.jobPosting, resume: input.resume, language: input.language, overrides: input.overrides ?? {} }),
    notices: findMissingEssentials(input.jobPosting, input.resume, input.overrides),
    plan: promptPlan(read(input.resume, input.jobPosting, input.today, input.overrides), input.emphasis ?? null),
  }),

  /** One letter of the offline writer, leaving out what the version's check would flag (the context is the one verifyLetter reads). */
  offlineLetter: ({ input, options }: { input: LetterInput; options: Omit<OfflineWriterOptions, 'check'> }) =>
    writeOfflineLetter(input, { ...options, check: contextFor({ resume: input.resume, jobPosting: input.jobPosting, language: input.language, overrides: options.overrides }).claims }),

  /** The checks one version fails, against its generation's CV and posting (and the length a refinement asks for). */
  /** `offline`: the offline writer's draft, never asked to be longer than its CV allows (docs/decisions.md). */
  verifyLetter: ({ text, texts, wordRange, offline }: { text: string; texts: Texts; wordRange?: WordRange; offline?: boolean }) => verifyLetter(text, contextFor(texts), wordRange, offline),

  /** The ATS match of the first version and the unsupported claims of each, as the user received them. */
  generationChecks: ({ texts, shown }: { texts: Texts; shown: string[] }) => ({
    ats: analyzeAts({ posting: texts.jobPosting, resume: texts.resume, letter: shown[0] ?? '', language: texts.language, overrides: texts.overrides ?? {} }),
    // Against the generation's context, which knows the company and position the user corrected: naming them claims nothing.
    unsupportedClaims: shown.map((letter) => findClaims(contextFor(texts).claims, letter)),
  }),

  /** `POST /api/letters/:id/explanations`: each body sentence's CV line, posting line and fact-check reason (docs/why-this-sentence.md). */
  sentenceSources: ({ resume, jobPosting, language, overrides, letter, today }: Texts & { letter: string; today: Date }) =>
    sentenceSources(read(resume, jobPosting, today, overrides), letter, language),

  pdf: ({ letter, layout, createdAt }: { letter: LetterToExport; layout: ExportLayout; createdAt: Date }) => renderLetterPdf(letter, layout, createdAt),

  docx: ({ letter, layout }: { letter: LetterToExport; layout: ExportLayout }) => renderLetterDocx(letter, layout),

  /** `POST /api/postings/from-link`: a fetched page of up to 2 MB parsed and read (JSON-LD, else its main text). */
  postingPage: ({ html }: { html: string }) => readPostingPage(html),
};

export type EngineJobs = typeof engineJobs;
