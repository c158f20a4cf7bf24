import { describe, expect, it, vi } from 'vitest';
import { letterText, wordPieces } from '../../test/fake-chat-completions.ts';
import { fetchGeneration, freeUser, generate, premiumUser, setupGenerationApp } from '../../test/generation-app.ts';
import { REQUEST } from '../../test/generation-fixtures.ts';
import { readSse } from '../../test/sse.ts';

// LLM_STREAM_USAGE: the fake's address is not OpenAI's, where the usage is asked for by default.
// One failure opens the circuit, so that one test sees every failure outcome. The model's timeout
// runs on the app's clock: a call times out when the test moves it, never because the machine is slow.
const t = setupGenerationApp({
  env: { LLM_STREAM_USAGE: 'true', LLM_CIRCUIT_FAILURES: '1', GENERATION_RATE_LIMIT_MAX: '3' },
});

const generations = (outcome: string) => `lettra_generations_total{outcome="${outcome}"}`;
const durations = (outcome: string) => `lettra_generation_duration_seconds_count{outcome="${outcome}"}`;
const tokens = (kind: string) => `lettra_model_tokens_total{kind="${kind}"}`;

async function scrape(): Promise<Map<string, number>> {
  const response = await t.app.inject({ url: '/api/metrics' });
  expect(response.statusCode).toBe(200);
  const samples = new Map<string, number>();
  for (const line of response.body.split('\n')) {
    const space = line.lastIndexOf(' ');
    if (line.startsWith('lettra_') && space > 0) samples.set(line.slice(0, space), Number(line.slice(space + 1)));
  }
  return samples;
}

/** The samples now; the returned function says how much one has grown since (the app is shared by the file). */
async function countFromNow(): Promise<(sample: string) => Promise<number>> {
  const before = await scrape();
  return async (sample) => ((await scrape()).get(sample) ?? 0) - (before.get(sample) ?? 0);
}

describe('generation metrics', () => {
  it('count a completed generation, its duration, and the tokens the model reports', async () => {
    const grown = await countFromNow();
    const me = await premiumUser(t);
    expect((await generate(me.agent)).sequence).toEqual(['meta', 'delta', 'done']);

    expect(t.fake.requests).toHaveLength(3);
    expect(t.fake.requests.every((request) => request.body.stream_options?.include_usage === true)).toBe(true);
    const reported = (kind: 'prompt_tokens' | 'completion_tokens') =>
      t.fake.requests.reduce((sum, request) => sum + (request.usage?.[kind] ?? 0), 0);
    expect(reported('completion_tokens')).toBeGreaterThan(0);
    expect(await grown(tokens('prompt'))).toBe(reported('prompt_tokens'));
    expect(await grown(tokens('completion'))).toBe(reported('completion_tokens'));
    expect(await grown(generations('completed'))).toBe(1);
    expect(await grown(durations('completed'))).toBe(1);
    expect(await grown('lettra_generation_duration_seconds_sum{outcome="completed"}')).toBeGreaterThan(0);
  });

  it('count refusals: a premium tone on the free plan, and the per-user rate limit', async () => {
    const grown = await countFromNow();
    const free = await freeUser(t);
    expect((await generate(free.agent, { ...REQUEST, tone: 'friendly' })).response.statusCode).toBe(403);
    const premium = await premiumUser(t);
    for (let index = 0; index < 3; index += 1) await generate(premium.agent);
    expect((await generate(premium.agent)).response.statusCode).toBe(429);

    expect(await grown(generations('refused'))).toBe(2);
    // The rate limit answers before the generation starts: it has no duration.
    expect(await grown(durations('refused'))).toBe(1);
    expect(await grown(generations('completed'))).toBe(3);
  });

  it('count a failure, a timeout, and the generation the open circuit turns away', async () => {
    const grown = await countFromNow();
    // A free user writes one version: each generation below makes one call, or none.
    const me = await freeUser(t);
    // A 401 is about our request and leaves the circuit closed; the timeout opens it. The offline
    // writer's draft rescues the last two: they keep the label of the model's failure.
    t.fake.queue({ status: 401 }, { silent: true });
    expect((await generate(me.agent)).events.at(-1)?.data.code).toBe('GenerationFailedError');
    const timingOut = generate(me.agent);
    await t.fake.arrival(1);
    t.clock.advance(t.config.llm.timeoutMs);
    expect((await timingOut).events.at(-1)?.data.fallback).toBe(true);
    expect((await generate(me.agent)).events.at(-1)?.data.fallback).toBe(true);
    expect(t.fake.requests).toHaveLength(2);

    for (const outcome of ['failed', 'timeout', 'circuit_open']) {
      expect(await grown(generations(outcome))).toBe(1);
      expect(await grown(durations(outcome))).toBe(1);
    }

    // Closes the circuit again for the other tests: a trial after the cool-down that succeeds.
    t.fake.reset();
    t.clock.advance(30_000);
    expect((await generate((await premiumUser(t)).agent)).sequence).toEqual(['meta', 'delta', 'done']);
  });

  it('count a generation whose client left as cancelled', async () => {
    const grown = await countFromNow();
    const me = await freeUser(t);
    // A model that never finishes: the client leaves while it writes, however slow the machine.
    t.fake.fallback = () => ({ pieces: wordPieces(letterText()), stallAfterPieces: true });
    const leave = new AbortController();
    const response = await fetchGeneration(t, me.agent, { signal: leave.signal });
    for await (const event of readSse(response.body!)) if (event.event === 'meta') break;
    await t.fake.arrival(0);
    leave.abort();
    await t.fake.earlyClose(0);

    // The outcome is counted once the aborted call has unwound: no event marks it, so poll, with room to spare.
    await vi.waitFor(async () => expect(await grown(generations('cancelled'))).toBe(1), { timeout: 10_000 });
    expect(await grown(durations('cancelled'))).toBe(1);
    expect(await grown(generations('failed'))).toBe(0);
  });
});
