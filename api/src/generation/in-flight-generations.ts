import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';
import { GenerationInProgressError } from '../errors/generation-in-progress-error.ts';

/** Marks a user's generation as running; calling the release ends it (once or more). */
export interface InFlightGenerations {
  /** Throws GenerationInProgressError when the user already has one running. */
  acquire: (userId: string) => Promise<() => void>;
}

// Deletes the lock only if it is still ours: after its expiry another generation may hold it.
const RELEASE_IF_OWNER = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) end return 0`;

/**
 * One generation at a time per user (docs/security-payments.md §3, LLM10): a second one while the
 * first streams is refused. It also makes the free quota exact: two requests can never both read
 * 'two letters used'. With `REDIS_URL` the lock lives in Redis, so it holds across every api
 * instance; it expires after `ttlMs` so that an instance that dies mid-generation frees its users.
 * Without Redis (one instance), or while Redis does not answer, it is kept in this process.
 */
export function createInFlightGenerations(options: { redis: Redis | null; ttlMs: number; log: FastifyBaseLogger }): InFlightGenerations {
  const { redis, ttlMs, log } = options;
  const local = inProcessLock();
  if (!redis) return local;
  return {
    async acquire(userId) {
      const key = `lettra-generation:${userId}`;
      const token = randomUUID();
      let answer: string | null;
      try {
        answer = await redis.set(key, token, 'PX', ttlMs, 'NX');
      } catch (error) {
        // Redis is down: letters still get written, one at a time per user on this instance at least.
        log.warn({ err: error }, 'generation lock unavailable in redis: using this instance\'s');
        return local.acquire(userId);
      }
      if (answer !== 'OK') throw new GenerationInProgressError();
      return once(() => {
        // The stream is over for the user; a failed release only delays their next letter until the expiry.
        redis.eval(RELEASE_IF_OWNER, 1, key, token).catch((error: unknown) => log.warn({ err: error }, 'generation lock release failed'));
      });
    },
  };
}

function inProcessLock(): InFlightGenerations {
  const running = new Set<string>();
  return {
    async acquire(userId) {
      if (running.has(userId)) throw new GenerationInProgressError();
      running.add(userId);
      return once(() => running.delete(userId));
    },
  };
}

function once(release: () => void): () => void {
  let released = false;
  return () => {
    if (released) return;
    released = true;
    release();
  };
}
