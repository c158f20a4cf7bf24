/** What a card shows of a before/after example (/examples, the landing page). */
export interface ExampleCardText {
  /** Stable id, also the key of the example's letters. */
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
}

/** What the example's dialog adds to its card: the weak letter, the tailored one, what changed. */
export interface ExampleLettersText {
  /** What changed between the two letters. */
  improvements: readonly string[];
  /** Full letters; a blank line separates paragraphs. */
  before: string;
  after: string;
}
