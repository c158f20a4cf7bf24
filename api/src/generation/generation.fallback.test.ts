import { generationDoneSchema } from '@lettra/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { letterText, wordPieces } from '../../test/fake-chat-completions.ts';
import { freeUser, generate, premiumUser, setupGenerationApp } from '../../test/generation-app.ts';
import { REQUEST } from '../../test/generation-fixtures.ts';
import { deltaText } from '../../test/sse.ts';
import { generationUsage, letters } from '../db/schema.ts';

// Failures one after another would open the circuit breaker (generation.circuit.test.ts).
const t = setupGenerationApp({ env: { LLM_CIRCUIT_FAILURES: '1000' } });

// An overloaded provider asking to wait longer than a user would: no retry, the model is unavailable now.
const overloaded = () => ({ status: 429, headers: { 'retry-after': '60' } });

const lettersOf = (userId: string) => t.app.db.select().from(letters).where(eq(letters.userId, userId));
const usageOf = (userId: string) => t.app.db.select().from(generationUsage).where(eq(generationUsage.userId, userId));

describe('when the model is unavailable', () => {
  it('gives a free user the offline writer’s draft, marked as written without the AI service, counted once', async () => {
    const me = await freeUser(t);
    t.fake.fallback = overloaded;
    const { sequence, events } = await generate(me.agent);

    expect(t.fake.requests).toHaveLength(1);
    expect(sequence).toEqual(['meta', 'delta', 'done']);
    const done = generationDoneSchema.parse(events.at(-1)?.data);
    expect(done.fallback).toBe(true);
    expect(done.versions[0]).toBe(deltaText(events, 0));
    expect(done.warnings).toHaveLength(1);
    expect(done.quota).toEqual({ used: 1, limit: 3 });
    const saved = await lettersOf(me.id);
    expect(saved).toHaveLength(1);
    expect(saved[0]?.content.startsWith(done.versions[0] ?? '-')).toBe(true);
    expect(await usageOf(me.id)).toHaveLength(1);
  });

  it('starts every version again when the model fails after some were shown', async () => {
    const me = await premiumUser(t);
    t.fake.fallback = (_body, index) => (index === 0 ? { pieces: wordPieces(letterText()) } : overloaded());
    const { sequence, events } = await generate(me.agent);

    expect(sequence.at(-1)).toBe('done');
    const rewrites = events.filter((event) => event.event === 'rewrite');
    expect(rewrites.map((event) => event.data)).toEqual(
      expect.arrayContaining([0, 1, 2].map((version) => ({ version, reason: 'fallback' }))),
    );
    expect(rewrites).toHaveLength(3);
    const done = generationDoneSchema.parse(events.at(-1)?.data);
    expect(done.fallback).toBe(true);
    expect(done.versions).not.toContain(letterText());
    done.versions.forEach((text, version) => expect(deltaText(events, version)).toBe(text));
    expect(done.warnings).toHaveLength(3);
    expect((await lettersOf(me.id))[0]?.content).toBe(done.versions[0]);
  });

  it('writes the draft in the letter’s language', async () => {
    const me = await premiumUser(t);
    t.fake.fallback = overloaded;
    const { events } = await generate(me.agent, { ...REQUEST, language: 'english' });

    const done = generationDoneSchema.parse(events.at(-1)?.data);
    expect(done.fallback).toBe(true);
    for (const text of done.versions) expect(text).toMatch(/^Dear /m);
  });

  it('does not hand out a draft when the provider refuses the request itself (a wrong key): that is an error to fix', async () => {
    const me = await freeUser(t);
    t.fake.fallback = () => ({ status: 401 });
    const { sequence, events } = await generate(me.agent);

    expect(sequence).toEqual(['meta', 'error']);
    expect(events.at(-1)?.data.code).toBe('GenerationFailedError');
    expect(await lettersOf(me.id)).toEqual([]);
    expect(await usageOf(me.id)).toEqual([]);
  });
});
