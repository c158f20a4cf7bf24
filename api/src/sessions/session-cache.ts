import { createNotifiedCache, type CacheLimits } from '../db/notified-cache.ts';
import type { CheckedSession } from './sessions.repository.ts';

/**
 * The sessions this api instance checked lately (db/notified-cache.ts has the rules), so that a
 * signed-in request does not wait for the database each time: forgotten when the database says the
 * session or its account changed (drizzle/0004_session_change_notifications.sql).
 */
export interface SessionCache {
  get: (sessionId: string, now: number) => CheckedSession | undefined;
  /** Taken before reading the database; `put` keeps the row only if nothing was invalidated since. */
  ticket: () => number;
  put: (ticket: number, sessionId: string, entry: CheckedSession, now: number) => void;
  forgetSession: (sessionId: string) => void;
  forgetUser: (userId: string) => void;
  forgetAll: () => void;
  disable: () => void;
  enable: () => void;
  readonly size: number;
}

export function createSessionCache(limits: CacheLimits): SessionCache {
  const cache = createNotifiedCache<CheckedSession>(limits);
  return {
    get: cache.get,
    ticket: cache.ticket,
    put: (ticket, sessionId, entry, now) => cache.put(ticket, sessionId, entry.session.userId, entry, now),
    forgetSession: cache.forgetKey,
    forgetUser: cache.forgetGroup,
    forgetAll: cache.forgetAll,
    disable: cache.disable,
    enable: cache.enable,
    get size() {
      return cache.size;
    },
  };
}
