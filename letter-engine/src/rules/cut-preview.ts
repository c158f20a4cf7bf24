// The free preview's upper bound (docs/security.md): at most 40% of the letter, counted in words and in
// characters, and never more than 120 words or 1,000 characters, whatever the letter's layout. 120 words
// is about a third of a 300–400-word letter: the header and the opening, enough to judge the tone.
const PREVIEW_SHARE = 0.4;
const PREVIEW_MAX_WORDS = 120;
const PREVIEW_MAX_CHARACTERS = 1000;

/** What a locked letter shows: its first part, always marked locked. */
export type LetterPreview = { preview: string; locked: true };

interface Budget {
  words: number;
  characters: number;
}

const wordsOf = (text: string): string[] => text.split(/\s+/).filter(Boolean);

// The longest head of a paragraph within the budget, in whole words; cut after its last sentence when
// that keeps more than half of it, so that a preview rarely stops mid-sentence.
function headWithin(paragraph: string, budget: Budget): string {
  const words = wordsOf(paragraph).slice(0, Math.max(budget.words, 0));
  let head = '';
  for (const word of words) {
    const longer = head ? `${head} ${word}` : word;
    if (longer.length > budget.characters) break;
    head = longer;
  }
  const sentenceEnd = Math.max(head.lastIndexOf('.'), head.lastIndexOf('!'), head.lastIndexOf('?'));
  return sentenceEnd > head.length / 2 ? head.slice(0, sentenceEnd + 1) : head;
}

/**
 * Cuts the part of a letter that a non-premium user may see. Paragraphs are the letter's non-empty
 * lines (docs/product.md §3: line breaks separate paragraphs). The preview keeps the whole paragraphs from the
 * top that fit in the budget — 40% of the letter's words and characters, 120 words and 1,000
 * characters at most — so it is never the whole letter. When those leave most of the budget unused
 * (a letter written as one long paragraph, or a greeting followed by one), the next paragraph is cut
 * to fill it. Deterministic. The api cuts on the server so the rest of the text never reaches the
 * browser (docs/decisions.md).
 */
export function cutPreview(content: string): LetterPreview {
  const text = content.replace(/\r\n?/g, '\n');
  const paragraphs: Array<{ start: number; end: number; line: string }> = [];
  let offset = 0;
  for (const line of text.split('\n')) {
    if (line.trim().length > 0) paragraphs.push({ start: offset, end: offset + line.length, line: line.trim() });
    offset += line.length + 1;
  }
  const budget: Budget = {
    words: Math.min(Math.floor(wordsOf(text).length * PREVIEW_SHARE), PREVIEW_MAX_WORDS),
    characters: Math.min(Math.floor(text.trim().length * PREVIEW_SHARE), PREVIEW_MAX_CHARACTERS),
  };

  // Each candidate is the text from the first paragraph to the end of this one, blank lines kept.
  const start = paragraphs[0]?.start ?? 0;
  let whole = '';
  let words = 0;
  let kept = 0;
  for (const paragraph of paragraphs) {
    const candidate = text.slice(start, paragraph.end).trim();
    const candidateWords = words + wordsOf(paragraph.line).length;
    if (candidateWords > budget.words || candidate.length > budget.characters) break;
    whole = candidate;
    words = candidateWords;
    kept += 1;
  }

  const next = paragraphs[kept];
  if (words * 2 >= budget.words || next === undefined) return { preview: whole, locked: true };
  // Keep the letter's own spacing: a blank line between paragraphs stays one.
  const gap = text.slice(paragraphs[kept - 1]?.end ?? next.start, next.start);
  const separator = !whole ? '' : gap.indexOf('\n') === gap.lastIndexOf('\n') ? '\n' : '\n\n';
  const part = headWithin(next.line, {
    words: budget.words - words,
    characters: budget.characters - whole.length - separator.length,
  });
  return { preview: part ? `${whole}${separator}${part}` : whole, locked: true };
}
