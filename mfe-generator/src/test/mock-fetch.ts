import { vi } from 'vitest';

const encoder = new TextEncoder();

/** An SSE body that sends `chunks` as they are given; `hold` keeps the stream open after them. */
export function sseResponse(chunks: readonly string[], { hold = false }: { hold?: boolean } = {}) {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({
    start(streamController) {
      controller = streamController;
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      if (!hold) controller.close();
    },
  });
  return {
    response: new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } }),
    push: (chunk: string) => controller.enqueue(encoder.encode(chunk)),
    close: () => controller.close(),
  };
}

/**
 * Replaces `fetch` for one test; each call gets the next answer, built with `@lettra/shared-ui/testing`'s
 * apiAnswer, refusalAnswer and streamEvent, which hold each answer to its contract.
 */
export function mockFetch(...answers: Array<Response | (() => Response | Promise<Response>)>) {
  const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => {
    const next = answers.shift();
    if (!next) throw new Error('fetch appelé plus souvent que prévu');
    return typeof next === 'function' ? next() : next;
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
