import type { Language } from '../rules/limits.ts';

// Words by which a sentence speaks of the candidate: what they did, what they want.
const FIRST_PERSON: Record<Language, RegExp> = {
  french: /\b(?:je|j'|j’|mon|ma|mes|me|m'|m’)/giu,
  english: /\b(?:I|my|me|I've|I'm)\b/gu,
};

function personalWeight(paragraph: string, language: Language): number {
  const words = paragraph.split(/\s+/u).length;
  return (paragraph.match(FIRST_PERSON[language])?.length ?? 0) / Math.max(1, words);
}

/**
 * 'Plus personnel': the body's paragraphs told from the candidate first. The opening (why they
 * apply) and the last paragraph (the call for an interview) stay in place; between them, the
 * paragraphs that speak most of the candidate's own work come first, the company's after.
 */
export function personalFirst(body: readonly string[], language: Language): string[] {
  if (body.length <= 3) return [...body];
  const middle = body.slice(1, -1);
  const ordered = middle
    .map((paragraph, index) => ({ paragraph, index, weight: personalWeight(paragraph, language) }))
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map(({ paragraph }) => paragraph);
  return [body[0] as string, ...ordered, body.at(-1) as string];
}
