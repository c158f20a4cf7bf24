import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { letterText, wordPieces } from '../../test/fake-chat-completions.ts';
import { fetchGeneration, freeUser, generate, premiumUser, setupGenerationApp, type SignedInUser } from '../../test/generation-app.ts';
import { REQUEST } from '../../test/generation-fixtures.ts';
import { deltaText, readSse, type SseEvent } from '../../test/sse.ts';
import { generationUsage, letters } from '../db/schema.ts';
import { RETRY_BACKOFF_MS } from './writers/retry-delay.ts';

// The model's timeout and the retry's wait run on the app's clock, which the tests move: a call
// times out, or is retried, when the test says so, however fast or slow the machine. The cases
// fail one after another, which would open the circuit breaker (generation.circuit.test.ts).
const t = setupGenerationApp({ env: { LLM_CIRCUIT_FAILURES: '1000' } });

/** Lets a retry's wait of `ms` run out, once it has started. */
async function passRetryWait(ms = RETRY_BACKOFF_MS) {
  await t.clock.waiting(ms);
  t.clock.advance(ms);
}

/** Lets the model call `index` time out, once it is under way. */
async function timeOut(index = 0) {
  await t.fake.arrival(index);
  t.clock.advance(t.config.llm.timeoutMs);
}

/** A model that writes a few words of letter `index`, then neither writes nor ends. */
const stalled = (index = 0) => ({ pieces: wordPieces(letterText(index)).slice(0, 5), stallAfterPieces: true });

const GENERATION_FAILED = {
  code: 'GenerationFailedError',
  title: 'Erreur de génération',
  message: 'Erreur lors de la génération de la lettre de motivation. Veuillez réessayer.',
};

async function nothingKept(user: SignedInUser) {
  expect(await t.app.db.select().from(letters).where(eq(letters.userId, user.id))).toEqual([]);
  expect(await t.app.db.select().from(generationUsage).where(eq(generationUsage.userId, user.id))).toEqual([]);
}

/** The offline writer's draft was saved in place of the model's letter, and counted once. */
async function draftKept(user: SignedInUser) {
  expect(await t.app.db.select().from(letters).where(eq(letters.userId, user.id))).toHaveLength(1);
  expect(await t.app.db.select().from(generationUsage).where(eq(generationUsage.userId, user.id))).toHaveLength(1);
}

describe('when the model is unavailable', () => {
  // Each case: what the fake model answers, how many calls were made, and what moves the clock
  // meanwhile. The user gets the offline writer's draft instead (generation.fallback.test.ts).
  const unavailable = [
    { case: 'an empty answer', replies: [{ pieces: [] }], calls: 1 },
    { case: 'an answer of blank lines', replies: [{ pieces: ['\n', '  \n'] }], calls: 1 },
    { case: 'a provider 500, twice', replies: [{ status: 500 }, { status: 500 }], calls: 2, time: passRetryWait },
    { case: 'a 429 then a 503', replies: [{ status: 429 }, { status: 503 }], calls: 2, time: passRetryWait },
    // A Retry-After longer than a user will wait: give up on the model now rather than keep the spinner turning.
    { case: 'a 429 asking to wait a minute', replies: [{ status: 429, headers: { 'retry-after': '60' } }], calls: 1 },
    { case: 'no answer within LLM_TIMEOUT_MS', replies: [{ silent: true as const }], calls: 1, time: timeOut },
  ];

  it.each(unavailable)('sends the offline draft on $case, saved and counted once', async ({ replies, calls, time }) => {
    const me = await freeUser(t);
    t.fake.queue(...replies);
    const generation = generate(me.agent);
    await time?.();
    const { response, sequence, events } = await generation;

    expect(response.statusCode).toBe(200);
    expect(sequence).toEqual(['meta', 'delta', 'done']);
    expect(events.at(-1)?.data).toMatchObject({ fallback: true, quota: { used: 1, limit: 3 } });
    expect(t.fake.requests).toHaveLength(calls);
    await draftKept(me);
  });

  it('starts the versions again with the draft when the model stops mid-letter, without retrying it', async () => {
    const me = await premiumUser(t);
    t.fake.fallback = (_body, index) => stalled(index);
    const events = readSse((await fetchGeneration(t, me.agent)).body!);
    const seen: SseEvent[] = [];
    while (seen.at(-1)?.event !== 'delta') seen.push((await events.next()).value!);
    await Promise.all([0, 1, 2].map((index) => t.fake.arrival(index)));
    t.clock.advance(t.config.llm.timeoutMs);
    for await (const event of events) seen.push(event);

    const done = seen.at(-1);
    expect(done?.event).toBe('done');
    expect(done?.data.fallback).toBe(true);
    expect(seen.filter((event) => event.event === 'rewrite').map((event) => event.data.reason)).toEqual(['fallback', 'fallback', 'fallback']);
    (done?.data.versions as string[]).forEach((text, version) => expect(deltaText(seen, version)).toBe(text));
    expect(t.fake.requests).toHaveLength(3);
  });
});

describe('when the model fails before its first token, then answers', () => {
  it('retries once after a 429 and then writes the letter', async () => {
    const me = await freeUser(t);
    t.fake.queue({ status: 429, headers: { 'retry-after-ms': '50' } });
    const generation = generate(me.agent);
    await passRetryWait(50);
    const { sequence, events } = await generation;

    expect(sequence).toEqual(['meta', 'delta', 'done']);
    expect(t.fake.requests).toHaveLength(2);
    expect(events.at(-1)?.data).toMatchObject({ fallback: false, quota: { used: 1, limit: 3 } });
  });

  it('retries once after a 500 without Retry-After, after the backoff', async () => {
    const me = await premiumUser(t);
    t.fake.queue({ status: 500 });
    const generation = generate(me.agent);
    // The retry waits on the clock for exactly the backoff, and goes once it has passed.
    await passRetryWait(RETRY_BACKOFF_MS);
    const { sequence } = await generation;
    expect(sequence).toEqual(['meta', 'delta', 'done']);
    expect(t.fake.requests).toHaveLength(4);
  });
});

describe('when the provider refuses the request', () => {
  // A refused key or request stays refused: no retry, and no draft either, since waiting does not fix it.
  it.each([
    { case: 'a 401 (a wrong key)', status: 401 },
    { case: 'a 400 (a prompt refused)', status: 400 },
  ])('sends meta then an error event on $case, and keeps nothing', async ({ status }) => {
    const me = await freeUser(t);
    t.fake.queue({ status });
    const { response, sequence, events } = await generate(me.agent);

    expect(response.statusCode).toBe(200);
    expect(sequence).toEqual(['meta', 'error']);
    expect(events.at(-1)?.data).toEqual(GENERATION_FAILED);
    expect(t.fake.requests).toHaveLength(1);
    await nothingKept(me);
  });

  it('stops the other versions when one fails: a letter is saved whole or not at all', async () => {
    const me = await premiumUser(t);
    // The last call to arrive fails: the two before it are under way, and would never end on their own.
    t.fake.fallback = (_body, index) => (index === 2 ? { status: 400 } : stalled(index));
    const { sequence } = await generate(me.agent);

    expect(sequence.at(-1)).toBe('error');
    await Promise.all([t.fake.earlyClose(0), t.fake.earlyClose(1)]);
    await nothingKept(me);
  });

  it('words the error in English for an English letter', async () => {
    const me = await freeUser(t);
    t.fake.queue({ status: 401 });
    const { events } = await generate(me.agent, { ...REQUEST, language: 'english' });
    expect(events.at(-1)?.data).toEqual({
      code: 'GenerationFailedError',
      title: 'Erreur de génération',
      message: 'Error generating the cover letter. Please try again.',
    });
  });
});

describe('when the client leaves mid-stream', () => {
  it('cancels the model calls, saves nothing, counts nothing, and frees the user for a new generation', async () => {
    const me = await premiumUser(t);
    t.fake.fallback = (_body, index) => stalled(index);
    const leave = new AbortController();
    const response = await fetchGeneration(t, me.agent, { signal: leave.signal });
    expect(response.status).toBe(200);

    const seen: SseEvent[] = [];
    for await (const event of readSse(response.body!)) {
      seen.push(event);
      if (event.event === 'delta') break;
    }
    await Promise.all([0, 1, 2].map((index) => t.fake.arrival(index)));
    leave.abort();

    await Promise.all([0, 1, 2].map((index) => t.fake.earlyClose(index)));
    expect(t.fake.requests.every((request) => request.closedEarly)).toBe(true);
    expect(seen.map((event) => event.event)).toEqual(['meta', 'delta']);
    await nothingKept(me);

    t.fake.reset();
    expect((await generate(me.agent)).sequence).toEqual(['meta', 'delta', 'done']);
  });

  it('does not count a free letter abandoned while the model writes it', async () => {
    const me = await freeUser(t);
    t.fake.fallback = () => stalled();
    const leave = new AbortController();
    const response = await fetchGeneration(t, me.agent, { signal: leave.signal });
    for await (const event of readSse(response.body!)) if (event.event === 'meta') break;
    await t.fake.arrival(0);
    leave.abort();

    await t.fake.earlyClose(0);
    await nothingKept(me);
  });
});
