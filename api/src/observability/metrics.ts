import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';
import { AuthRequiredError } from '../errors/auth-required-error.ts';

/** The metrics a domain may record; the HTTP ones are recorded by the plugin itself. */
export interface AppMetrics {
  /** What `/api/metrics` serves: one per app, so several apps in one process (tests) never collide. */
  registry: Registry;
  /** Generation requests by outcome (generation/generation-outcome.ts: `completed`, `refused`, `circuit_open`…). */
  generations: Counter<'outcome'>;
  /** How long a generation ran, by the same outcome. */
  generationDuration: Histogram<'outcome'>;
  /** Tokens the model provider reports, `kind` being `prompt` or `completion`. */
  modelTokens: Counter<'kind'>;
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: AppMetrics;
  }
}

const METRICS_PATH = '/api/metrics';
// Unmatched requests (404s, router refusals) share one label: their raw URL could hold anything.
const UNMATCHED_ROUTE = 'unmatched';
// prom-client's defaults stop at 10 s; a streamed generation can run up to its 60 s timeout.
const GENERATION_BUCKETS = [0.5, 1, 2, 5, 10, 20, 30, 45, 60, 90];

function routeLabel(request: FastifyRequest): string {
  // The route's pattern (`/api/letters/:id`), never the URL: ids and query strings stay out of the labels.
  return request.routeOptions.url ?? UNMATCHED_ROUTE;
}

/**
 * Prometheus metrics: request durations by method, route pattern and
 * status, the process's default metrics, and the generation metrics exposed as `app.metrics`.
 * Labels hold patterns and fixed words only, never personal data.
 */
export const metricsPlugin = fp(
  async (app) => {
    const registry = new Registry();
    collectDefaultMetrics({ register: registry, prefix: 'lettra_' });

    const httpDuration = new Histogram({
      name: 'lettra_http_request_duration_seconds',
      help: 'Duration of HTTP requests, by method, route pattern and status code.',
      labelNames: ['method', 'route', 'status_code'] as const,
      registers: [registry],
    });
    const metrics: AppMetrics = {
      registry,
      generations: new Counter({
        name: 'lettra_generations_total',
        help: 'Letter generations that ended, by outcome.',
        labelNames: ['outcome'] as const,
        registers: [registry],
      }),
      generationDuration: new Histogram({
        name: 'lettra_generation_duration_seconds',
        help: 'Duration of letter generations, by outcome.',
        labelNames: ['outcome'] as const,
        buckets: GENERATION_BUCKETS,
        registers: [registry],
      }),
      modelTokens: new Counter({
        name: 'lettra_model_tokens_total',
        help: 'Tokens reported by the model provider, by kind (prompt, completion).',
        labelNames: ['kind'] as const,
        registers: [registry],
      }),
    };
    app.decorate('metrics', metrics);

    // Our own clock: `reply.elapsed` reads NaN in onResponse under `inject`, and a request refused
    // before onRequest (a router error) never starts one, so it is not measured.
    const startedAt = new WeakMap<FastifyRequest, number>();
    // Callback style, as every hook that runs on each request: no promise to settle per request.
    app.addHook('onRequest', (request, _reply, done) => {
      startedAt.set(request, performance.now());
      done();
    });
    // One labelled series per method, route pattern and status (a bounded set: patterns, not URLs),
    // looked up once: prom-client otherwise checks and hashes the labels on every observation.
    const series = new Map<string, Histogram.Internal<'method' | 'route' | 'status_code'>>();
    app.addHook('onResponse', (request: FastifyRequest, reply: FastifyReply, done) => {
      const start = startedAt.get(request);
      if (start !== undefined) {
        const route = routeLabel(request);
        const key = `${request.method} ${reply.statusCode} ${route}`;
        let labelled = series.get(key);
        if (!labelled) {
          labelled = httpDuration.labels({ method: request.method, route, status_code: String(reply.statusCode) });
          series.set(key, labelled);
        }
        labelled.observe((performance.now() - start) / 1000);
      }
      done();
    });

    const token = app.config.metricsToken;
    // A production without METRICS_TOKEN does not serve them at all: /api/metrics is a 404 like any unknown path.
    if (!app.config.metricsServed) {
      app.log.info('METRICS_TOKEN is not set: /api/metrics is not served in production');
      return;
    }
    app.get(METRICS_PATH, async (request, reply) => {
      if (token !== null && !bearerMatches(request.headers.authorization, token)) throw new AuthRequiredError();
      reply.header('content-type', registry.contentType).header('cache-control', 'no-store');
      return registry.metrics();
    });
  },
  { name: 'metrics' },
);

// Compared as digests: equal lengths for timingSafeEqual, and no early exit that would time the token.
function bearerMatches(header: string | undefined, token: string): boolean {
  const given = header?.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(token));
}
