import { describe, expect, it } from 'vitest';
import { letterText, wordPieces } from '../../test/fake-chat-completions.ts';
import { fetchGeneration, generate, premiumUser, setupGenerationApp } from '../../test/generation-app.ts';
import { readSse } from '../../test/sse.ts';

const t = setupGenerationApp({ env: { GENERATION_RATE_LIMIT_MAX: '3' } });

describe('generation limits', () => {
  it('refuses a user’s 4th generation within 10 minutes, and only theirs, saying when to try again', async () => {
    const me = await premiumUser(t);
    for (let index = 0; index < 3; index += 1) expect((await generate(me.agent)).response.statusCode).toBe(200);

    const refused = await generate(me.agent);
    expect(refused.response.statusCode).toBe(429);
    expect(refused.response.json()).toEqual({
      code: 'TooManyAttemptsError',
      message: 'Trop de tentatives. Réessayez dans 10 minutes.',
    });
    // The window opened with the first generation, moments ago: more than 9 of its 10 minutes are left.
    expect(Number(refused.response.headers['retry-after'])).toBeGreaterThan(540);
    expect(Number(refused.response.headers['retry-after'])).toBeLessThanOrEqual(600);

    const colleague = await premiumUser(t);
    expect((await generate(colleague.agent)).response.statusCode).toBe(200);
  });

  it('runs one generation at a time per user', async () => {
    const me = await premiumUser(t);
    // The first generation's three calls end when the test says: it is still running below, however slow the machine.
    let finish = () => {};
    const finished = new Promise<void>((resolve) => (finish = resolve));
    t.fake.fallback = (_body, index) => ({ pieces: wordPieces(letterText(index)), ...(index < 3 ? { endWhen: finished } : {}) });
    const first = await fetchGeneration(t, me.agent);
    const events = readSse(first.body!);
    expect((await events.next()).value?.event).toBe('meta');
    await Promise.all([0, 1, 2].map((index) => t.fake.arrival(index)));

    const second = await generate(me.agent);
    expect(second.response.statusCode).toBe(429);
    expect(second.response.json()).toEqual({
      code: 'GenerationInProgressError',
      message: 'Une lettre est déjà en cours de génération. Attendez qu’elle soit terminée avant d’en demander une autre.',
    });
    // Someone else is not held up by it.
    const other = await premiumUser(t);
    expect((await generate(other.agent)).response.statusCode).toBe(200);

    finish();
    let last = '';
    for await (const event of events) last = event.event;
    expect(last).toBe('done');
    expect((await generate(me.agent)).response.statusCode).toBe(200);
  });
});
