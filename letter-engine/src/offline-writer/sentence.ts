/**
 * One sentence of a letter body. Priority 0 is always kept; 1–9 carry facts from the CV or the
 * posting and are kept, lowest first, while the letter stays under 400 words; stock sentences
 * (no fact, `stock`) are added only while the letter is under 300 words, beside facts rather
 * than beside another stock sentence or a `generic` one: a sentence that could stand word for
 * word in another candidate's letter ('Je parle anglais (B2).', a thanks without the company).
 */
export type Sentence = {
  text: string;
  priority: number;
  stock: boolean;
  generic: boolean;
  /** Takes up the posting's own presentation of the company ('Meditrack, fondée en 2019, …'): its name stays. */
  quotesCompany: boolean;
};

/** A paragraph is a list of sentences; empty paragraphs disappear from the letter. */
export type Paragraph = Sentence[];

/** Priorities by content, so every tone and version trims the same way. */
export const PRIORITY = {
  core: 0,
  strong: 1,
  useful: 3,
  detail: 5,
  minor: 7,
  stock: 10,
} as const;
