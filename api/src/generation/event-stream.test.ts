import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyReply } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { openEventStream, type EventStream } from './event-stream.ts';

let server: Server | null = null;
afterEach(() => {
  server?.closeAllConnections();
  server?.close();
});

// A real HTTP server whose one response is the event stream, as the route opens it.
async function streamOverHttp(signal?: AbortSignal): Promise<{ stream: Promise<EventStream>; response: Response }> {
  let resolve!: (stream: EventStream) => void;
  const stream = new Promise<EventStream>((done) => (resolve = done));
  server = createServer((_request, raw) => {
    const reply = { raw, getHeaders: () => ({ vary: 'Origin' }), hijack: () => undefined } as unknown as FastifyReply;
    resolve(openEventStream(reply));
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`, signal ? { signal } : {});
  return { stream, response };
}

// Each network read with the time it arrived.
async function readChunks(response: Response, started: number): Promise<Array<{ at: number; text: string }>> {
  const chunks: Array<{ at: number; text: string }> = [];
  const decoder = new TextDecoder();
  for await (const part of response.body!) chunks.push({ at: performance.now() - started, text: decoder.decode(part) });
  return chunks;
}

describe('openEventStream', () => {
  it('answers with SSE headers, keeping the ones already set', async () => {
    const { stream, response } = await streamOverHttp();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-cache, no-store, no-transform');
    expect(response.headers.get('x-accel-buffering')).toBe('no');
    expect(response.headers.get('vary')).toBe('Origin');
    (await stream).end();
  });

  it('sends the first event at once and groups the ones that follow within 20 ms', async () => {
    const { stream: opening, response } = await streamOverHttp();
    const stream = await opening;
    const started = performance.now();
    const reading = readChunks(response, started);

    await stream.send('meta', { n: 1 });
    await sleep(5);
    await stream.send('delta', { n: 2 });
    await stream.send('delta', { n: 3 });
    await sleep(60);
    await stream.send('done', { n: 4 });
    stream.end();

    const chunks = await reading;
    expect(chunks.map((chunk) => chunk.text)).toEqual([
      'event: meta\ndata: {"n":1}\n\n',
      'event: delta\ndata: {"n":2}\n\nevent: delta\ndata: {"n":3}\n\n',
      'event: done\ndata: {"n":4}\n\n',
    ]);
    expect(chunks[0]?.at).toBeLessThan(15);
    expect(chunks[1]?.at).toBeGreaterThanOrEqual(18);
  });

  it('aborts its signal when the client leaves, and then sends nothing', async () => {
    const leave = new AbortController();
    const stream = await (await streamOverHttp(leave.signal)).stream;

    leave.abort();
    await once(stream.signal, 'abort');
    await expect(stream.send('delta', { text: 'perdu' })).resolves.toBeUndefined();
  });
});
