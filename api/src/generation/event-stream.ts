import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { FastifyReply } from 'fastify';

/** A Server-Sent Events response: one `event:` and one JSON `data:` line per event. */
export interface EventStream {
  /**
   * Queues one event: it leaves at once after a pause, else with the others of the next 20 ms.
   * Resolves when more may be sent (it waits for the socket to drain when the client reads slowly).
   * A no-op once the client is gone.
   */
  send(event: string, data: unknown): Promise<void>;
  /** Ends the response (after the last event). */
  end(): void;
  /** Aborts when the client goes away before `end`: whatever feeds the stream should stop. */
  readonly signal: AbortSignal;
}

// A comment line every so often keeps proxies and load balancers from closing a quiet stream
// (a locked letter is written in full before its first word is sent).
const HEARTBEAT_MS = 15_000;
// Events closer together than this share one write. A premium letter receives ~150 chunks a second
// from its three model streams, and a write per chunk was the api's largest cost under load
// (bench/generation-overhead.ts); the first event after a pause still leaves at once.
const COALESCE_MS = 20;

function drained(response: ServerResponse): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      response.off('drain', done);
      response.off('close', done);
      resolve();
    };
    response.on('drain', done);
    response.on('close', done);
  });
}

/**
 * Takes the response over from Fastify and opens an SSE stream on it. The headers Fastify had set
 * (Vary from the CSRF check, helmet's…) are kept.
 */
export function openEventStream(reply: FastifyReply): EventStream {
  const response = reply.raw;
  const inherited: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(reply.getHeaders())) if (value !== undefined) inherited[name] = value;
  reply.hijack();
  response.writeHead(200, {
    ...inherited,
    'content-type': 'text/event-stream; charset=utf-8',
    // no-cache: the brief's SSE header; no-store: the stream holds a personal letter; no-transform:
    // a proxy must not compress (and so buffer) the stream.
    'cache-control': 'no-cache, no-store, no-transform',
    // nginx would otherwise buffer the whole answer, and the letter would arrive in one block.
    'x-accel-buffering': 'no',
  });
  response.flushHeaders();

  const open = () => !response.destroyed && !response.writableEnded;
  let pending = '';
  let lastWrite = -Infinity;
  let flushTimer: NodeJS.Timeout | null = null;
  let mustDrain = false;
  const flush = () => {
    if (flushTimer) clearTimeout(flushTimer);
    flushTimer = null;
    if (pending === '' || !open()) return;
    mustDrain = !response.write(pending) || mustDrain;
    pending = '';
    lastWrite = performance.now();
  };
  const queue = (text: string) => {
    pending += text;
    const wait = lastWrite + COALESCE_MS - performance.now();
    if (wait <= 0) flush();
    else flushTimer ??= setTimeout(flush, wait);
  };

  const controller = new AbortController();
  const heartbeat = setInterval(() => queue(': keep-alive\n\n'), HEARTBEAT_MS);
  response.on('close', () => {
    clearInterval(heartbeat);
    if (flushTimer) clearTimeout(flushTimer);
    if (!response.writableFinished) controller.abort(new Error('the client closed the connection'));
  });

  return {
    signal: controller.signal,
    async send(event, data) {
      if (!open()) return;
      if (mustDrain) {
        mustDrain = false;
        await drained(response);
      }
      queue(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    },
    end() {
      clearInterval(heartbeat);
      flush();
      if (open()) response.end();
    },
  };
}
