import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { TooManyAttemptsError } from '../errors/too-many-attempts-error.ts';

/**
 * Per-IP rate limits, off by default: a route opts in with `config: { rateLimit: { max, timeWindow } }`
 * (auth routes, from `config.rateLimits`). Counters live in Redis when `REDIS_URL` is set, so
 * every api instance shares them; in memory otherwise (one instance).
 */
export const rateLimitPlugin = fp(
  async (app) => {
    const redis = app.config.redisUrl
      ? new Redis(app.config.redisUrl, { connectTimeout: 2000, maxRetriesPerRequest: 1 })
      : null;
    if (redis) {
      app.addHook('onClose', async () => {
        await redis.quit();
      });
    }

    await app.register(rateLimit, {
      global: false,
      ...(redis ? { redis, nameSpace: 'lettra-rate-limit:' } : {}),
      errorResponseBuilder: (_request, context) => new TooManyAttemptsError(context.ttl / 1000),
    });
  },
  { name: 'rate-limit' },
);
