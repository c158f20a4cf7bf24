/** A stretch of the letter: one of the explained sentences (`index` in their list), or the text between them. */
export type SentenceSegment = { text: string; index: number | null };

/**
 * Cuts the letter as shown into the explained sentences, found in order, and what lies between them,
 * so that each sentence can be marked where it stands. A sentence not found as written (the letter
 * was edited since) is left out of the marks; the list under the letter still gives it.
 */
export function sentenceSegments(content: string, sentences: readonly { sentence: string }[]): SentenceSegment[] {
  const segments: SentenceSegment[] = [];
  let at = 0;
  sentences.forEach(({ sentence }, index) => {
    const start = sentence.length === 0 ? -1 : content.indexOf(sentence, at);
    if (start < 0) return;
    if (start > at) segments.push({ text: content.slice(at, start), index: null });
    segments.push({ text: sentence, index });
    at = start + sentence.length;
  });
  if (at < content.length) segments.push({ text: content.slice(at), index: null });
  return segments;
}
