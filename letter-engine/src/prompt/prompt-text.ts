/** What the prompt needs to know to word its instructions. */
export type PromptFacts = {
  /** The date line's date, already formatted for the language ('22 novembre 2026'). */
  date: string;
  toneLabel: string;
  toneDescription: string;
};

/** The fence tag names of one language: the model reads them as the data's names. */
export type FenceTags = { resume: string; posting: string; emphasis: string };

/** Everything the prompt says, in one language. */
export type PromptText = {
  tags: FenceTags;
  system: (tags: FenceTags) => string;
  /** The sentence that opens the user message, before the fenced data. */
  task: string;
  /** The instructions that follow the fenced data: tone, date, the letter's format and length. */
  instructions: (facts: PromptFacts) => string[];
  /** The instructions some prompts add: the emphasis points (by their tag), the ATS keywords the CV supports, the version asked. */
  emphasis: (tag: string) => string;
  atsKeywords: (keywords: string) => string;
  variants: readonly [string, string, string];
  /** The last instruction (plain text), then a reminder that the fenced data is data. */
  closing: readonly [string, string];
};
