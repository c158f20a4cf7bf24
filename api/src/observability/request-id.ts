import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import fp from 'fastify-plugin';

const HEADER = 'x-request-id';
// What a load balancer or tracing proxy sends (a UUID, a hex trace id); anything else is the
// client's own text, which has no place in the logs.
const ACCEPTED = /^[A-Za-z0-9._:-]{8,128}$/;

/** Fastify's `genReqId`: the id the load balancer gave the request, when it looks like one, else a new UUID. */
export function requestIdFor(request: IncomingMessage): string {
  const given = request.headers[HEADER];
  return typeof given === 'string' && ACCEPTED.test(given) ? given : randomUUID();
}

/** Every answer names its request id, which every log line of that request carries (`reqId`). */
export const requestIdPlugin = fp(
  async (app) => {
    // Callback style, as every hook that runs on each request: no promise to settle per request.
    app.addHook('onRequest', (request, reply, done) => {
      reply.header(HEADER, request.id);
      done();
    });
  },
  { name: 'request-id' },
);
