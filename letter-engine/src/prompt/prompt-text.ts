/** What the prompt needs to know to word its instructions. */
export type PromptFacts = {
  /** The date line's date, already formatted for the language ('22 novembre 2026'). */
  date: string;
  toneLabel: string;
  toneDescription: string;
  hasEmphasis: boolean;
  atsKeywords: string[];
  variant: 0 | 1 | 2 | undefined;
};

/** The fence tag names of one language: the model reads them as the data's names. */
export type FenceTags = { resume: string; posting: string; emphasis: string };

/** Everything the prompt says, in one language. */
export type PromptText = {
  tags: FenceTags;
  system: (tags: FenceTags) => string;
  /** The sentence that opens the user message, before the fenced data. */
  task: string;
  /** The instructions that follow the fenced data. */
  instructions: (facts: PromptFacts, tags: FenceTags) => string;
};
