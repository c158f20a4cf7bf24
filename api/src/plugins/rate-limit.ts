import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { clientSource } from '../client-address/client-source.ts';
import { TooManyAttemptsError } from '../errors/too-many-attempts-error.ts';

/**
 * Per-client rate limits, off by default: a route opts in with `config: { rateLimit: { max, timeWindow } }`
 * (auth routes, from `config.rateLimits`). A client is the address the trusted proxy saw (`TRUST_PROXY`),
 * an IPv6 one by its /64. Counters live in Redis when `REDIS_URL` is set, so every api instance
 * shares them; in memory otherwise (one instance).
 */
export const rateLimitPlugin = fp(
  async (app) => {
    await app.register(rateLimit, {
      global: false,
      keyGenerator: (request) => clientSource(request.ip),
      ...(app.redis ? { redis: app.redis, nameSpace: 'lettra-rate-limit:' } : {}),
      // A Redis outage must not take sign-in down with it; the per-account login back-off lives in the database.
      skipOnError: true,
      errorResponseBuilder: (_request, context) => new TooManyAttemptsError(context.ttl / 1000),
    });
  },
  { name: 'rate-limit', dependencies: ['redis'] },
);
