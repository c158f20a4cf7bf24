/** A before/after example of the /examples page: one weak letter and the tailored version. */
export interface LetterExample {
  /** Stable id, also used to build the dialog's ids. */
  id: string;
  /** The job applied for, e.g. 'Développeur web full-stack'. */
  job: string;
  /** Kind of application: CDI, stage, alternance, reconversion… */
  kind: string;
  /** One line of context: who applies, where. */
  context: string;
  /** A short line taken from the weak letter, shown on the card. */
  beforeQuote: string;
  /** A short line taken from the tailored letter, shown on the card. */
  afterQuote: string;
  /** What changed between the two letters. */
  improvements: readonly string[];
  /** Full letters; a blank line separates paragraphs. */
  before: string;
  after: string;
}
