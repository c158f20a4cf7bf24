import { describe, expect, it } from 'vitest';
import { wordChunks } from './word-chunks.ts';

async function collect(chunks: AsyncIterable<string>): Promise<string[]> {
  const all: string[] = [];
  for await (const chunk of chunks) all.push(chunk);
  return all;
}

describe('wordChunks', () => {
  // Line breaks carry the letter's paragraphs (spec §3): they must survive the cutting.
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
    const started = performance.now();
    const arrivals: number[] = [];
    for await (const _chunk of wordChunks('un deux trois', 30, new AbortController().signal)) arrivals.push(performance.now() - started);
    expect(arrivals[0]).toBeLessThan(25);
    expect(arrivals[2]).toBeGreaterThanOrEqual(55);
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
