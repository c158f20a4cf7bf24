import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyReply } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openEventStream, type EventStream } from './event-stream.ts';

let server: Server | null = null;
afterEach(() => {
  server?.closeAllConnections();
  server?.close();
});

// A real HTTP server whose one response is the event stream, as the route opens it. `writes` are
// the stream's writes to the socket: how the network reads split them is up to the machine.
async function streamOverHttp(signal?: AbortSignal): Promise<{ stream: Promise<EventStream>; response: Response; writes: () => string[] }> {
  let resolve!: (stream: EventStream) => void;
  const stream = new Promise<EventStream>((done) => (resolve = done));
  let written: () => unknown[][] = () => [];
  server = createServer((_request, raw) => {
    const write = vi.spyOn(raw, 'write');
    written = () => write.mock.calls;
    const reply = { raw, getHeaders: () => ({ vary: 'Origin' }), hijack: () => undefined } as unknown as FastifyReply;
    resolve(openEventStream(reply));
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`, signal ? { signal } : {});
  return { stream, response, writes: () => written().map(([chunk]) => String(chunk)) };
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
    const { stream: opening, response, writes } = await streamOverHttp();
    const stream = await opening;
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
    try {
      await stream.send('meta', { n: 1 });
      expect(writes()).toEqual(['event: meta\ndata: {"n":1}\n\n']);
      vi.advanceTimersByTime(5);
      await stream.send('delta', { n: 2 });
      await stream.send('delta', { n: 3 });
      vi.advanceTimersByTime(14);
      expect(writes()).toHaveLength(1);
      vi.advanceTimersByTime(1);
      expect(writes()).toHaveLength(2);
      vi.advanceTimersByTime(60);
      await stream.send('done', { n: 4 });
      stream.end();
    } finally {
      vi.useRealTimers();
    }

    expect(writes()).toEqual([
      'event: meta\ndata: {"n":1}\n\n',
      'event: delta\ndata: {"n":2}\n\nevent: delta\ndata: {"n":3}\n\n',
      'event: done\ndata: {"n":4}\n\n',
    ]);
    expect(await response.text()).toBe(writes().join(''));
  });

  it('aborts its signal when the client leaves, and then sends nothing', async () => {
    const leave = new AbortController();
    const stream = await (await streamOverHttp(leave.signal)).stream;

    leave.abort();
    await once(stream.signal, 'abort');
    await expect(stream.send('delta', { text: 'perdu' })).resolves.toBeUndefined();
  });
});
