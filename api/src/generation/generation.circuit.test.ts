import { beforeEach, describe, expect, it } from 'vitest';
import { freeUser, generate, setupGenerationApp } from '../../test/generation-app.ts';
import { REQUEST } from '../../test/generation-fixtures.ts';

// The defaults (LLM_CIRCUIT_FAILURES 5, LLM_CIRCUIT_COOLDOWN_MS 30 s); the cool-down and the
// model's timeout run on the app's clock, which the test moves by hand.
const FAILURES = 5;
const COOL_DOWN_MS = 30_000;
const t = setupGenerationApp();

// A 503 retried at once: each failed generation makes two calls, without the usual backoff.
const providerDown = () => ({ status: 503, headers: { 'retry-after-ms': '0' } });

/**
 * Runs one generation for a new user (the free quota never interferes) and says how it ended:
 * `model` for the model's letter, `draft` for the offline writer's when the model was unavailable.
 */
async function generateOnce(body: Record<string, unknown> = REQUEST) {
  const me = await freeUser(t);
  const { response, sequence, events } = await generate(me.agent, body);
  expect(response.statusCode).toBe(200);
  const last = events.at(-1);
  if (last?.event !== 'done') return { sequence, ended: 'error' as const, code: last?.data.code as string };
  return { sequence, ended: last.data.fallback ? ('draft' as const) : ('model' as const) };
}

async function failGenerations(times: number) {
  t.fake.fallback = providerDown;
  for (let index = 0; index < times; index += 1) expect((await generateOnce()).ended).toBe('draft');
}

// Every test starts on a closed circuit with no failure counted: the app, and so its breaker, is
// shared by the file. After a cool-down, one good letter closes the circuit whatever its state.
beforeEach(async () => {
  t.clock.advance(COOL_DOWN_MS);
  expect((await generateOnce()).ended).toBe('model');
  t.fake.reset();
});

describe('the model circuit breaker', () => {
  it(`gives the offline draft at once, without calling the model, after ${FAILURES} failed generations in a row`, async () => {
    await failGenerations(FAILURES);
    expect(t.fake.requests).toHaveLength(2 * FAILURES);

    // A provider that now hangs: a call would wait for the timeout; the open circuit makes none.
    t.fake.fallback = () => ({ silent: true });
    expect(await generateOnce()).toEqual({ sequence: ['meta', 'delta', 'done'], ended: 'draft' });
    expect(await generateOnce({ ...REQUEST, language: 'english' })).toEqual({ sequence: ['meta', 'delta', 'done'], ended: 'draft' });
    expect(t.fake.requests).toHaveLength(2 * FAILURES);
  });

  it('stays closed when a success comes before the threshold', async () => {
    await failGenerations(FAILURES - 1);
    t.fake.reset();
    expect((await generateOnce()).ended).toBe('model');
    await failGenerations(FAILURES - 1);
    t.fake.reset();
    expect((await generateOnce()).ended).toBe('model');
  });

  it('counts timeouts and empty answers as failures', async () => {
    const silent = { silent: true as const };
    const replies = [silent, { pieces: [] }, silent, { pieces: [] }, silent];
    t.fake.queue(...replies);
    for (const [index, reply] of replies.entries()) {
      const generation = generateOnce();
      if (reply === silent) {
        await t.fake.arrival(index);
        t.clock.advance(t.config.llm.timeoutMs);
      }
      expect((await generation).ended).toBe('draft');
    }
    expect((await generateOnce()).ended).toBe('draft');
    expect(t.fake.requests).toHaveLength(FAILURES);
  });

  it('does not count a request the provider refuses (a wrong key): that is not an outage', async () => {
    t.fake.fallback = () => ({ status: 401 });
    for (let index = 0; index < FAILURES + 1; index += 1) {
      expect(await generateOnce()).toEqual({ sequence: ['meta', 'error'], ended: 'error', code: 'GenerationFailedError' });
    }
    expect(t.fake.requests).toHaveLength(FAILURES + 1);
  });

  it('lets one trial generation through after the cool-down, and closes when it succeeds', async () => {
    await failGenerations(FAILURES);
    t.fake.reset();
    t.clock.advance(COOL_DOWN_MS - 1);
    expect((await generateOnce()).ended).toBe('draft');
    expect(t.fake.requests).toHaveLength(0);

    t.clock.advance(1);
    expect((await generateOnce()).ended).toBe('model');
    expect((await generateOnce()).ended).toBe('model');
    expect(t.fake.requests).toHaveLength(2);
  });

  it('opens again for a whole cool-down when the trial fails', async () => {
    await failGenerations(FAILURES);
    t.clock.advance(COOL_DOWN_MS);
    expect((await generateOnce()).ended).toBe('draft');
    expect(t.fake.requests).toHaveLength(2 * FAILURES + 2);

    t.fake.reset();
    t.clock.advance(COOL_DOWN_MS - 1);
    expect((await generateOnce()).ended).toBe('draft');
    expect(t.fake.requests).toHaveLength(0);
  });
});
