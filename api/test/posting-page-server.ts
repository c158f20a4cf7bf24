import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

type Handler = (request: IncomingMessage, response: ServerResponse) => void;

/** A web server on loopback standing for job boards, log-in walls and broken sites in the link import's tests. */
export interface PageServer {
  origin: string;
  /** The headers of every request it received, in order. */
  received: IncomingHttpHeaders[];
  /** Resolves when a request for `path` has arrived (the moment a test moves its clock). */
  requested(path: string): Promise<void>;
  close(): Promise<void>;
}

/** Answers each path with its handler, anything else with a 404. */
export async function startPageServer(routes: Record<string, Handler>): Promise<PageServer> {
  const received: IncomingHttpHeaders[] = [];
  const waiters = new Map<string, Array<() => void>>();
  const arrived = new Set<string>();
  const server = createServer((request, response) => {
    const path = request.url ?? '/';
    received.push(request.headers);
    arrived.add(path);
    for (const resolve of waiters.get(path) ?? []) resolve();
    waiters.delete(path);
    const handler = routes[path];
    if (handler) handler(request, response);
    else response.writeHead(404, { 'content-type': 'text/html' }).end('<p>Introuvable</p>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    received,
    requested: (path) =>
      arrived.has(path) ? Promise.resolve() : new Promise((resolve) => waiters.set(path, [...(waiters.get(path) ?? []), resolve])),
    close: () =>
      new Promise((resolve) => {
        // A page that never ends holds its connection open.
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** An HTML page, in one piece with its length. */
export const htmlPage =
  (html: string, headers: Record<string, string> = {}): Handler =>
  (_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', ...headers }).end(html);
  };

/** A redirect to `location`. */
export const redirectTo =
  (location: string, status = 302): Handler =>
  (_request, response) => {
    response.writeHead(status, { location }).end();
  };
