// What Lettra adds to a streamed generation ('pnpm bench'). A fake model streams at a
// fixed rate (first token after 200 ms, then a piece every 20 ms); the real api runs alone in a
// child process; premium users (3 versions, so 3 model streams per letter) generate at once, 1, 50
// and 500 at a time. Added delay = what the client sees minus what the model itself took:
//   first word: client's first `delta` − the model's first piece (earliest of the letter's 3 calls)
//   whole letter: client's `done` − the end of the model's last call (save, checks, events)
// Memory per stream is the api's RSS and heap growth while the letters stream, divided by their
// number. The fake model and the client share this process; the api has its own. Measures and
// prints; asserts nothing.
//
// Optional: BENCH_DATABASE_URL=postgres://… runs the api on PostgreSQL instead of in-memory PGlite;
// BENCH_RAMP_MS=2000 spreads each round's starts over that time instead of starting them all at once.
import { fork, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import { letterText, startFakeChatCompletions, wordPieces, type ReceivedRequest } from '../test/fake-chat-completions.ts';
import { POSTING, RESUME } from '../test/generation-fixtures.ts';
import { readSse } from '../test/sse.ts';
import type { ApiReply, ApiRequest } from './generation-api.ts';
import { percentile } from './percentile.ts';

const FIRST_TOKEN_MS = 200;
const PIECE_MS = 20;
const LEVELS = [
  { concurrency: 1, rounds: 20 },
  { concurrency: 50, rounds: 3 },
  { concurrency: 500, rounds: 1 },
];
const USERS = Math.max(...LEVELS.map((level) => level.concurrency));
const RAMP_MS = Number(process.env.BENCH_RAMP_MS ?? '0');

interface Sample {
  marker: string;
  firstDelta: number;
  done: number;
}

const fake = await startFakeChatCompletions();
const pieces = wordPieces(letterText());
fake.fallback = () => ({ pieces, firstTokenDelayMs: FIRST_TOKEN_MS, pieceDelayMs: PIECE_MS });

const api: ChildProcess = fork(new URL('./generation-api.ts', import.meta.url), {
  env: { ...process.env, BENCH_USERS: String(USERS), BENCH_MODEL_URL: fake.baseUrl },
  execArgv: ['--expose-gc'],
  stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
});

async function ask(message: ApiRequest): Promise<ApiReply> {
  const reply = once(api, 'message') as Promise<[ApiReply]>;
  api.send(message);
  return (await reply)[0];
}

const [ready] = (await once(api, 'message')) as [ApiReply];
if (ready.type !== 'ready') throw new Error('the api did not start');
const { url, tokens } = ready;

async function generateOne(token: string, marker: string): Promise<Sample> {
  const response = await fetch(`${url}/api/letters/generate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'lettra', cookie: `lettra_sid=${token}` },
    // The marker lets us find this letter's three calls among the fake model's requests.
    body: JSON.stringify({ resume: `${RESUME}\nRéférence : ${marker}`, jobPosting: POSTING, tone: 'formal', language: 'french' }),
  });
  if (!response.ok || !response.body) throw new Error(`generation refused: ${response.status} ${await response.text()}`);
  let firstDelta = Number.NaN;
  for await (const event of readSse(response.body)) {
    if (event.event === 'delta' && Number.isNaN(firstDelta)) firstDelta = performance.now();
    if (event.event === 'error') throw new Error(`generation failed: ${JSON.stringify(event.data)}`);
    if (event.event === 'done') return { marker, firstDelta, done: performance.now() };
  }
  throw new Error('stream ended without done');
}

function callsByMarker(requests: ReceivedRequest[]): Map<string, ReceivedRequest[]> {
  const calls = new Map<string, ReceivedRequest[]>();
  for (const request of requests) {
    const marker = /bench-[0-9a-z]+-\d+/.exec(request.body.messages[1]?.content ?? '')?.[0];
    if (marker) calls.set(marker, [...(calls.get(marker) ?? []), request]);
  }
  return calls;
}

async function round(id: string, concurrency: number): Promise<{ samples: Sample[]; peak: { rss: number; heapUsed: number } }> {
  const peak = { rss: 0, heapUsed: 0 };
  const running = Promise.all(
    tokens.slice(0, concurrency).map(async (token, index) => {
      if (RAMP_MS > 0) await sleep((RAMP_MS * index) / concurrency);
      return generateOne(token, `bench-${id}-${index}`);
    }),
  );
  // Sample the api's memory while every letter streams (between first token and last piece).
  for (const at of [FIRST_TOKEN_MS + 400, FIRST_TOKEN_MS + 900, FIRST_TOKEN_MS + 1400]) {
    await sleep(at - (at === FIRST_TOKEN_MS + 400 ? 0 : 500));
    const memory = await ask({ type: 'memory', gc: false });
    if (memory.type === 'memory') {
      peak.rss = Math.max(peak.rss, memory.rss);
      peak.heapUsed = Math.max(peak.heapUsed, memory.heapUsed);
    }
  }
  return { samples: await running, peak };
}

const kib = (bytes: number) => Math.round(bytes / 1024);
const rows: Record<string, string | number>[] = [];

// Warm-up: the JIT compiles the hot paths before anything is measured.
await round('warm', 50);
for (const { concurrency, rounds } of LEVELS) {
  fake.reset();
  fake.fallback = () => ({ pieces, firstTokenDelayMs: FIRST_TOKEN_MS, pieceDelayMs: PIECE_MS });
  const idle = await ask({ type: 'memory', gc: true });
  if (idle.type !== 'memory') throw new Error('no memory figures');
  const samples: Sample[] = [];
  let peak = { rss: 0, heapUsed: 0 };
  for (let index = 0; index < rounds; index += 1) {
    const result = await round(`${concurrency}r${index}`, concurrency);
    samples.push(...result.samples);
    peak = { rss: Math.max(peak.rss, result.peak.rss), heapUsed: Math.max(peak.heapUsed, result.peak.heapUsed) };
  }
  const after = await ask({ type: 'memory', gc: false });
  if (after.type !== 'memory') throw new Error('no memory figures');

  const calls = callsByMarker(fake.requests);
  const addedFirst: number[] = [];
  const addedWhole: number[] = [];
  const clientFirst: number[] = [];
  for (const sample of samples) {
    const letterCalls = calls.get(sample.marker) ?? [];
    const modelFirst = Math.min(...letterCalls.map((call) => call.firstPieceAt ?? Number.NaN));
    const modelEnd = Math.max(...letterCalls.map((call) => call.endedAt ?? Number.NaN));
    addedFirst.push(sample.firstDelta - modelFirst);
    addedWhole.push(sample.done - modelEnd);
    clientFirst.push(sample.firstDelta - modelFirst + FIRST_TOKEN_MS);
  }
  addedFirst.sort((a, b) => a - b);
  addedWhole.sort((a, b) => a - b);
  rows.push({
    concurrent: concurrency,
    letters: samples.length,
    'model calls': fake.requests.length,
    'first word +p50 ms': percentile(addedFirst, 0.5).toFixed(1),
    'first word +p95 ms': percentile(addedFirst, 0.95).toFixed(1),
    'whole letter +p50 ms': percentile(addedWhole, 0.5).toFixed(1),
    'whole letter +p95 ms': percentile(addedWhole, 0.95).toFixed(1),
    'api CPU ms/letter': ((after.cpuMs - idle.cpuMs) / samples.length).toFixed(1),
    // One stream's growth is lost in the garbage of the round: per-stream memory means something from 50 on.
    'RSS KiB/stream': concurrency < 50 ? '—' : kib((peak.rss - idle.rss) / concurrency),
    'heap KiB/stream': concurrency < 50 ? '—' : kib((peak.heapUsed - idle.heapUsed) / concurrency),
  });
}

console.log(
  `\nGeneration overhead: premium letters (3 model streams each), fake model ${FIRST_TOKEN_MS} ms to first token then a piece every ${PIECE_MS} ms (${pieces.length} pieces), api alone in one process on ${process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'in-memory PGlite'}, ${RAMP_MS > 0 ? `starts spread over ${RAMP_MS} ms` : 'all starts at once'} — Node ${process.version}`,
);
console.table(rows);
console.log('“+” = added by Lettra (client time minus the model’s own time); KiB/stream = api memory growth while streaming ÷ letters in flight.');

const exited = once(api, 'exit');
api.send({ type: 'stop' } satisfies ApiRequest);
await exited;
await fake.close();
