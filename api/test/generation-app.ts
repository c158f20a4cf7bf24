import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { startFakeChatCompletions, type FakeChatCompletions } from './fake-chat-completions.ts';
import { REQUEST } from './generation-fixtures.ts';
import { createAgent, startTestApp, subscribe, type Agent, type TestApp } from './helper.ts';
import { parseSse, type SseEvent } from './sse.ts';

export interface GenerationTestApp extends TestApp {
  /** The model the api talks to (unused when the app runs on the offline writer). */
  fake: FakeChatCompletions;
  /** Where the app listens, for the tests that read the stream as it comes (fetch). */
  baseUrl: string;
}

export interface GenerationAppOptions {
  env?: Record<string, string>;
  /** False: no OPENAI_API_KEY, the offline writer writes. */
  model?: boolean;
}

/**
 * The real app, pointed at a fake chat-completions server through OPENAI_BASE_URL, and listening on
 * a free port. Generation limits are raised and the offline pace is 0 unless `env` says otherwise.
 * The model's timeout and retry wait run on `t.clock`: a call times out only when the test advances
 * it by LLM_TIMEOUT_MS, never because the machine is slow.
 */
export function setupGenerationApp({ env = {}, model = true }: GenerationAppOptions = {}): GenerationTestApp {
  const context = {} as GenerationTestApp;
  beforeAll(async () => {
    const fake = await startFakeChatCompletions();
    const started = await startTestApp({
      env: {
        ...(model ? { OPENAI_API_KEY: 'sk-test-key', OPENAI_BASE_URL: fake.baseUrl } : {}),
        LLM_TIMEOUT_MS: '5000',
        OFFLINE_STREAM_DELAY_MS: '0',
        GENERATION_RATE_LIMIT_MAX: '1000',
        ...env,
      },
    });
    const baseUrl = await started.app.listen({ port: 0, host: '127.0.0.1' });
    Object.assign(context, started, { fake, baseUrl });
  });
  beforeEach(() => context.fake?.reset());
  afterAll(async () => {
    await context.close?.();
    await context.fake?.close();
  });
  return context;
}

export interface SignedInUser {
  agent: Agent;
  id: string;
}

export async function freeUser(t: TestApp): Promise<SignedInUser> {
  const agent = createAgent(t.app);
  const { id } = await agent.signup();
  return { agent, id };
}

export async function premiumUser(t: TestApp): Promise<SignedInUser> {
  const user = await freeUser(t);
  await subscribe(t.app, user.id);
  return user;
}

export interface GenerationResponse {
  response: LightMyRequestResponse;
  /** The stream's events; empty when the answer was a JSON refusal. */
  events: SseEvent[];
  /** The events' names in order, deltas collapsed into one: ['meta', 'delta', 'done']. */
  sequence: string[];
}

/** `POST /api/letters/generate` through `inject`, read once the stream has ended. */
export async function generate(agent: Agent, body: Record<string, unknown> = REQUEST): Promise<GenerationResponse> {
  const response = await agent.request({ method: 'POST', url: '/api/letters/generate', payload: body });
  const events = String(response.headers['content-type']).startsWith('text/event-stream') ? parseSse(response.body) : [];
  const sequence = events.map((event) => event.event).filter((name, index, all) => name !== 'delta' || all[index - 1] !== 'delta');
  return { response, events, sequence };
}

/** Opens `POST /api/letters/generate` over a real connection, to read it as it streams or leave early. */
export function fetchGeneration(
  t: GenerationTestApp,
  agent: Agent,
  { body = REQUEST, signal }: { body?: Record<string, unknown>; signal?: AbortSignal } = {},
): Promise<Response> {
  return fetch(`${t.baseUrl}/api/letters/generate`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-requested-with': 'lettra',
      cookie: `lettra_sid=${agent.sessionToken}`,
    },
    body: JSON.stringify(body),
    ...(signal ? { signal } : {}),
  });
}
