import { countWords, cutPreview } from '@lettra/letter-engine';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { freeUser, generate, premiumUser, setupGenerationApp } from '../../test/generation-app.ts';
import { REQUEST } from '../../test/generation-fixtures.ts';
import { deltaText } from '../../test/sse.ts';
import { letters } from '../db/schema.ts';

// No OPENAI_API_KEY: the product must still write letters on a fresh machine (docs/decisions.md).
const t = setupGenerationApp({ model: false });

const storedContent = async (id: string) => (await t.app.db.select().from(letters).where(eq(letters.id, id)))[0]?.content;

describe('generation without a model key (offline writer)', () => {
  it('writes three different premium letters word by word, and saves the first', async () => {
    const me = await premiumUser(t);
    const { response, events, sequence } = await generate(me.agent, { ...REQUEST, tone: 'friendly' });

    expect(response.statusCode).toBe(200);
    expect(sequence).toEqual(['meta', 'delta', 'done']);
    const done = events.at(-1)?.data;
    expect(done.versions).toHaveLength(3);
    expect(new Set(done.versions).size).toBe(3);
    for (const [version, text] of (done.versions as string[]).entries()) {
      expect(deltaText(events, version)).toBe(text);
      expect(text).toContain('Atelier Numérique');
      // As long as the CV's facts allow, never padded (docs/decisions.md): under 300 words, a notice says why.
      expect(countWords(text)).toBeLessThanOrEqual(400);
      const notices = (done.warnings[version] as Array<{ code: string; message: string }>).filter((warning) => warning.code === 'length');
      expect(notices.map((warning) => warning.message)).toEqual(countWords(text) < 300 ? [expect.stringMatching(/votre CV donne peu de faits/)] : []);
      // Streamed a word at a time, as a model would.
      expect(events.filter((event) => event.event === 'delta' && event.data.version === version).length).toBeGreaterThan(countWords(text) / 2);
    }
    expect(await storedContent(done.letter.id)).toBe(done.versions[0]);
    expect(t.fake.requests).toHaveLength(0);
  });

  it('gives a free user the preview only, and keeps the whole letter', async () => {
    const me = await freeUser(t);
    const { response, events } = await generate(me.agent, { ...REQUEST, language: 'english' });

    const done = events.at(-1)?.data;
    const full = await storedContent(done.letter.id);
    const preview = cutPreview(full ?? '').preview;
    expect(deltaText(events, 0)).toBe(preview);
    expect(done.versions).toEqual([preview]);
    expect(done.quota).toEqual({ used: 1, limit: 3 });
    // The paragraphs after the preview (short lines such as the signature also appear above it).
    const hidden = (full ?? '').slice(preview.length).split('\n').filter((line) => line.trim().length > 40);
    expect(hidden.length).toBeGreaterThan(1);
    for (const paragraph of hidden) expect(response.body).not.toContain(paragraph.trim());
  });
});
