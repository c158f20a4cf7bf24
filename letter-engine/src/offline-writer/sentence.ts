/**
 * One sentence of a letter body with its priority: 0 is always kept; 1–9 carry CV facts and are
 * kept while the letter stays under 400 words (lower first); 10 and more are motivation
 * sentences added, lowest first, only while the letter is under 300 words.
 */
export type Sentence = { text: string; priority: number };

/** A paragraph is a list of sentences; empty paragraphs disappear from the letter. */
export type Paragraph = Sentence[];

/** Priorities by content, so every tone and variant trims the same way. */
export const PRIORITY = {
  core: 0,
  emphasis: 1,
  achievements: 2,
  skills: 3,
  previousJob: 4,
  degree: 5,
  languages: 6,
  softSkills: 7,
  otherSkills: 8,
  filler: 10,
} as const;

/** Builds a paragraph from sentences, leaving out the ones whose data the CV lacks (null text). */
export function paragraph(...sentences: Array<[number, string | null | false | undefined]>): Paragraph {
  return sentences.flatMap(([priority, text]) => (text ? [{ text, priority }] : []));
}

