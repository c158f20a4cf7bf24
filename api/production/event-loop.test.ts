import { afterAll, beforeAll, expect, it } from 'vitest';
import { startApiProcess, type ApiProcess } from '../test/api-process.ts';
import { POSTING, RESUME } from '../test/generation-fixtures.ts';
import { createHttpUser, type HttpUser } from '../test/http-user.ts';
import { parseSse } from '../test/sse.ts';

// The worst inputs the security review found, sent to a real api process while a prober asks
// /api/health over and over: the event loop, which answers it, must never wait for them.
// 60 KB: a CV, a posting and a letter of 'a', 19,998 spaces and 'a' (a quadratic trim took 20 s on it).
const BLANK_RUN = `a${' '.repeat(19_998)}a`;
// A letter the PDF renderer works hardest on within the limits: one word of 20,000 characters,
// each from another script (most are missing from the font), measured and cut line by line.
const CRAFTED_LETTER = Array.from({ length: 20_000 }, (_, index) => String.fromCodePoint(0x100 + ((index * 7919) % 0x2e00))).join('');
// The bound for /api/health while the worst input is processed.
const HEALTH_BOUND_MS = 250;
const ROUNDS = 6;

let api: ApiProcess;
let user: HttpUser;
let letterId: string;

beforeAll(async () => {
  // One engine worker, as on this two-core machine; the premium day allows exports.
  api = await startApiProcess({ ENGINE_WORKERS: '1', PREMIUM_DAY: 'rolling', OFFLINE_STREAM_DELAY_MS: '0' });
  user = createHttpUser('event-loop');
  await user.signup(api.url);
  const generated = await user.request(api.url, '/api/letters/generate', { method: 'POST', body: { resume: RESUME, jobPosting: POSTING } });
  const meta = parseSse(await generated.text()).find((event) => event.event === 'meta');
  letterId = meta?.data.letterId;
  const edited = await user.request(api.url, `/api/letters/${letterId}`, { method: 'PATCH', body: { version: 1, content: CRAFTED_LETTER } });
  expect(edited.status).toBe(200);
});

afterAll(async () => {
  await api?.stop();
});

async function timed(request: () => Promise<Response>): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  const response = await request();
  await response.arrayBuffer();
  return { status: response.status, ms: performance.now() - started };
}

// A blocked event loop fails every round (1 s and more when the work ran on it); one slow answer
// among thousands, from a busy machine's scheduler, gets two more rounds before it counts.
it(`answers /api/health within ${HEALTH_BOUND_MS} ms while the worst analysis and PDF export run`, { timeout: 120_000, retry: 2 }, async () => {
  const heavy: Array<{ status: number; ms: number }> = [];
  let running = true;
  const load = Promise.all([
    (async () => {
      for (let round = 0; round < ROUNDS; round += 1) {
        heavy.push(await timed(() => user.request(api.url, '/api/analysis/match', { method: 'POST', body: { resume: BLANK_RUN, jobPosting: BLANK_RUN, letter: BLANK_RUN } })));
      }
    })(),
    (async () => {
      for (let round = 0; round < ROUNDS; round += 1) heavy.push(await timed(() => user.request(api.url, `/api/letters/${letterId}/export.pdf`)));
    })(),
  ]).finally(() => (running = false));

  const health: number[] = [];
  while (running) {
    const { status, ms } = await timed(() => fetch(`${api.url}/api/health`));
    expect(status).toBe(200);
    health.push(ms);
  }
  await load;

  expect(heavy.map(({ status }) => status)).toEqual(Array(2 * ROUNDS).fill(200));
  // The prober asked all along, not once before the load began.
  expect(health.length).toBeGreaterThanOrEqual(2 * ROUNDS);
  console.log(
    `heavy requests: ${heavy.map(({ ms }) => Math.round(ms)).join(', ')} ms; /api/health: ${health.length} answers, slowest ${Math.round(Math.max(...health))} ms`,
  );
  expect(Math.max(...health)).toBeLessThan(HEALTH_BOUND_MS);
});
