import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import { PERMISSIONS_POLICY } from './permissions-policy.ts';

// The page CSP belongs to the plugin that serves the front-end builds (static/); the api answers JSON only.
const HELMET_OPTIONS: HelmetOptions = { contentSecurityPolicy: false };

/**
 * The headers helmet's middleware sets with `options`. They depend on nothing in the request, so
 * they are read once here: @fastify/helmet built the middleware again for every request, and ran
 * it through two hooks, one a promise (docs/api-performance.md).
 */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = String(value);
    },
    // X-Powered-By, which Fastify never sends.
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/** helmet's headers and `Permissions-Policy` on every answer: pages, build files, api answers and errors alike. */
export const securityHeadersPlugin = fp(
  async (app) => {
    const headers = { ...helmetHeaders(HELMET_OPTIONS), 'permissions-policy': PERMISSIONS_POLICY };
    // Callback style, as every hook that runs on each request: no promise to settle per request.
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers);
      done();
    });
  },
  { name: 'security-headers' },
);
