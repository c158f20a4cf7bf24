import { describe, expect, it, vi } from 'vitest';
import { wordChunks } from './word-chunks.ts';

async function collect(chunks: AsyncIterable<string>): Promise<string[]> {
  const all: string[] = [];
  for await (const chunk of chunks) all.push(chunk);
  return all;
}

describe('wordChunks', () => {
  // Line breaks carry the letter's paragraphs (docs/product.md §3): they must survive the cutting.
  const texts = [
    { case: 'a sentence', text: 'Madame, Monsieur, je candidate.', pieces: ['Madame, ', 'Monsieur, ', 'je ', 'candidate.'] },
    { case: 'paragraphs', text: 'Objet : poste\n\nMadame,\nBonjour', pieces: ['Objet ', ': ', 'poste\n\n', 'Madame,\n', 'Bonjour'] },
    { case: 'leading spaces', text: '  Lyon', pieces: ['  ', 'Lyon'] },
    { case: 'an empty text', text: '', pieces: [] },
  ];

  it.each(texts)('cuts $case into words that join back to it', async ({ text, pieces }) => {
    const chunks = await collect(wordChunks(text, 0, new AbortController().signal));
    expect(chunks).toEqual(pieces);
    expect(chunks.join('')).toBe(text);
  });

  it('waits between words, not before the first', async () => {
    vi.useFakeTimers();
    try {
      const chunks = wordChunks('un deux trois', 30, new AbortController().signal);
      expect((await chunks.next()).value).toBe('un ');
      let second: IteratorResult<string> | null = null;
      const next = chunks.next().then((result) => (second = result));
      await vi.advanceTimersByTimeAsync(29);
      expect(second).toBeNull();
      await vi.advanceTimersByTimeAsync(1);
      expect((await next).value).toBe('deux ');
    } finally {
      vi.useRealTimers();
    }
  });

  it('stops when its signal aborts', async () => {
    const controller = new AbortController();
    const seen: string[] = [];
    await expect(async () => {
      for await (const chunk of wordChunks('un deux trois quatre', 5, controller.signal)) {
        seen.push(chunk);
        controller.abort(new Error('parti'));
      }
    }).rejects.toMatchObject({ name: 'AbortError' });
    expect(seen).toEqual(['un ']);
  });
});
