import fp from 'fastify-plugin';
import { Redis } from 'ioredis';

declare module 'fastify' {
  interface FastifyInstance {
    /** The shared Redis of every api instance (`REDIS_URL`); null for a single instance. */
    redis: Redis | null;
  }
}

/**
 * One Redis connection per app for the state several api instances must share: rate-limit
 * counters and the one-generation-at-a-time lock. Without `REDIS_URL` both stay in memory.
 */
export const redisPlugin = fp(
  async (app) => {
    const redis = app.config.redisUrl
      ? new Redis(app.config.redisUrl, { connectTimeout: 2000, maxRetriesPerRequest: 1 })
      : null;
    if (redis) {
      // ioredis reconnects by itself; without a listener, a lost connection would be an unhandled 'error'.
      redis.on('error', (error) => app.log.warn({ err: error }, 'redis connection error'));
      app.addHook('onClose', async () => {
        await redis.quit();
      });
    }
    app.decorate('redis', redis);
  },
  { name: 'redis' },
);
