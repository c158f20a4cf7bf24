import { countWords } from '../text/tokenize.ts';
import { PRIORITY, type Paragraph, type Sentence } from './sentence.ts';

/** Spec §1 and §9: a letter of about 300–400 words. */
export const WORD_RANGE = { min: 300, max: 400 } as const;

function render(paragraphs: readonly Paragraph[], kept: ReadonlySet<Sentence>): string[] {
  return paragraphs
    .map((sentences) => sentences.filter((sentence) => kept.has(sentence)).map((sentence) => sentence.text).join(' '))
    .filter((text) => text.length > 0);
}

/**
 * Chooses the sentences of a letter body so the whole letter (`fixedWords` for the head and the
 * closing, plus the body) lands within 300–400 words: core sentences always; CV facts by
 * priority while the letter stays at or under 400 words; then motivation sentences, lowest
 * priority first, while it is under 300. Sentence order within paragraphs never changes.
 * Returns the body's paragraphs as text.
 */
export function fitWordBudget(paragraphs: readonly Paragraph[], fixedWords: number): string[] {
  const all = paragraphs.flat();
  const kept = new Set(all.filter((sentence) => sentence.priority === PRIORITY.core));
  const words = (): number => fixedWords + countWords(render(paragraphs, kept).join(' '));
  const optional = all.filter((s) => s.priority > PRIORITY.core && s.priority < PRIORITY.filler).sort((a, b) => a.priority - b.priority);
  for (const sentence of optional) {
    kept.add(sentence);
    if (words() > WORD_RANGE.max) kept.delete(sentence);
  }
  const motivation = all.filter((s) => s.priority >= PRIORITY.filler).sort((a, b) => a.priority - b.priority);
  for (const sentence of motivation) {
    if (words() >= WORD_RANGE.min) break;
    kept.add(sentence);
    if (words() > WORD_RANGE.max) kept.delete(sentence);
  }
  return render(paragraphs, kept);
}
