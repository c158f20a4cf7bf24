import net from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiProcess, type ApiProcess } from '../test/api-process.ts';
import { POSTING, RESUME } from '../test/generation-fixtures.ts';
import { createHttpUser } from '../test/http-user.ts';
import { parseSse } from '../test/sse.ts';

// A client that trickles its request keeps a connection, a socket and a parser for as long as it
// likes unless the server sets a time for it. The limits are short here so the test is short; a
// slow client sends a piece every PACE_MS and would need PIECES of them, far more than the limits.
const LIMITS = { HEADERS_TIMEOUT_MS: '1000', REQUEST_TIMEOUT_MS: '2000' };
const PACE_MS = 200;
const PIECES = 150;

interface Trickle {
  /** How many pieces the client had sent when the connection ended. */
  sent: number;
  /** What the server wrote before closing. */
  received: string;
}

/** Sends `head` at once, then one of `pieces` every PACE_MS, until they are all sent or the server closes the connection. */
async function trickle(port: number, head: string, piece: string): Promise<Trickle> {
  const socket = net.connect(port, '127.0.0.1');
  let received = '';
  let closed = false;
  socket.on('data', (chunk) => (received += chunk.toString()));
  const ended = new Promise<void>((resolve) => socket.on('close', () => resolve()));
  void ended.then(() => (closed = true));
  socket.on('error', () => {});
  await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  socket.write(head);
  let sent = 0;
  while (!closed && sent < PIECES) {
    await sleep(PACE_MS);
    if (closed) break;
    socket.write(piece);
    sent += 1;
  }
  socket.destroy();
  await ended;
  return { sent, received };
}

let api: ApiProcess;

beforeAll(async () => {
  api = await startApiProcess({ ...LIMITS, PREMIUM_DAY: 'rolling', OFFLINE_STREAM_DELAY_MS: '8' });
});

afterAll(async () => {
  await api?.stop();
});

describe('a slow client', () => {
  it('sending its headers a line at a time is cut, with a 408', { timeout: 60_000 }, async () => {
    const { sent, received } = await trickle(api.port, 'GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n', 'X-Slow: a\r\n');
    expect(sent).toBeLessThan(PIECES);
    expect(received).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('sending its body a few bytes at a time is cut, with a 408', { timeout: 60_000 }, async () => {
    const head = 'POST /api/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nX-Requested-With: lettra\r\nContent-Length: 100000\r\n\r\n';
    const { sent, received } = await trickle(api.port, head, '          ');
    expect(sent).toBeLessThan(PIECES);
    expect(received).toMatch(/^HTTP\/1\.1 408 /);
  });
});

it('a streaming generation outlasts the request limits: it is not a request being received', { timeout: 60_000 }, async () => {
  const user = createHttpUser('slow-clients');
  await user.signup(api.url);
  // Some 350 words, 8 ms apart, for each of three versions: a version alone streams for longer than both limits.
  const response = await user.request(api.url, '/api/letters/generate', { method: 'POST', body: { resume: RESUME, jobPosting: POSTING } });
  const events = parseSse(await response.text());
  expect(events.at(-1)?.event).toBe('done');
  expect(events.filter((event) => event.event === 'delta').length).toBeGreaterThan(100);
});
