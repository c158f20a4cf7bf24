// Share of the letter a non-premium user may read (spec §2 'locked' preview).
const PREVIEW_SHARE = 0.4;

/** What a locked letter shows: its first part, always marked locked. */
export type LetterPreview = { preview: string; locked: true };

// One-paragraph letters are cut on a sentence end before 40% of the words when possible; a
// letter of one or two words shows nothing rather than everything.
function cutSingleParagraph(text: string): string {
  const words = text.split(/\s+/).filter(Boolean);
  const budget = Math.floor(words.length * PREVIEW_SHARE);
  const head = words.slice(0, budget).join(' ');
  const sentenceEnd = head.search(/[.!?](?=[^.!?]*$)/);
  return sentenceEnd > head.length / 2 ? head.slice(0, sentenceEnd + 1) : head;
}

/**
 * Cuts the part of a letter that a non-premium user may see. Paragraphs are the letter's non-empty
 * lines (spec §3: line breaks separate paragraphs). The preview keeps the whole paragraphs from the
 * top whose length comes closest to 40% of the letter's characters — weighing by length so the
 * short sender block and date line do not use up the preview — with at least the first paragraph
 * and never all of them. A one-paragraph letter is cut at about 40% of its words. Deterministic.
 * The api cuts on the server so the rest of the text never reaches the browser (DECISIONS.md).
 */
export function cutPreview(content: string): LetterPreview {
  const lines = content.replace(/\r\n?/g, '\n').split('\n');
  const paragraphIndexes = lines.flatMap((line, index) => (line.trim().length > 0 ? [index] : []));
  if (paragraphIndexes.length === 0) return { preview: '', locked: true };
  if (paragraphIndexes.length === 1) {
    return { preview: cutSingleParagraph(lines[paragraphIndexes[0] ?? 0]?.trim() ?? ''), locked: true };
  }
  const lengths = paragraphIndexes.map((index) => lines[index]?.trim().length ?? 0);
  const total = lengths.reduce((sum, length) => sum + length, 0);
  let shown = 0;
  let best = { kept: 1, gap: Infinity };
  for (let kept = 1; kept < paragraphIndexes.length; kept += 1) {
    shown += lengths[kept - 1] ?? 0;
    const gap = Math.abs(shown - total * PREVIEW_SHARE);
    if (gap < best.gap) best = { kept, gap };
  }
  const lastLine = paragraphIndexes[best.kept - 1] ?? 0;
  return { preview: lines.slice(0, lastLine + 1).join('\n').trimEnd(), locked: true };
}
