import type { CheckedSession } from './sessions.repository.ts';

/**
 * The sessions this api instance checked lately, so that a signed-in request does not wait for the
 * database each time (docs/api-performance.md). It is only as good as its invalidations: the
 * database notifies every instance when a session or its account changes (session-changes.ts), and
 * the cache answers nothing while those notifications may be missed (`disable`). A read that was in
 * flight while anything was invalidated is not kept (`ticket`), so a row read before a logout cannot
 * come back after it. An entry also ages out after `maxAgeMs`, as a last resort.
 */
export interface SessionCache {
  get: (sessionId: string, now: number) => CheckedSession | undefined;
  /** Taken before reading the database; `put` keeps the row only if nothing was invalidated since. */
  ticket: () => number;
  put: (ticket: number, sessionId: string, entry: CheckedSession, now: number) => void;
  forgetSession: (sessionId: string) => void;
  forgetUser: (userId: string) => void;
  forgetAll: () => void;
  /** Notifications may be missed from now on (their connection is lost): forget everything, keep nothing. */
  disable: () => void;
  /** Notifications arrive again. */
  enable: () => void;
  readonly size: number;
}

export function createSessionCache({ maxEntries, maxAgeMs }: { maxEntries: number; maxAgeMs: number }): SessionCache {
  const entries = new Map<string, { entry: CheckedSession; storedAt: number }>();
  const sessionsOfUser = new Map<string, Set<string>>();
  let epoch = 0;
  let enabled = false;

  function remove(sessionId: string): void {
    const stored = entries.get(sessionId);
    if (!stored) return;
    entries.delete(sessionId);
    const { userId } = stored.entry.session;
    const ids = sessionsOfUser.get(userId);
    ids?.delete(sessionId);
    if (ids?.size === 0) sessionsOfUser.delete(userId);
  }

  function clear(): void {
    entries.clear();
    sessionsOfUser.clear();
  }

  return {
    get(sessionId, now) {
      const stored = entries.get(sessionId);
      if (!stored) return undefined;
      if (now - stored.storedAt < maxAgeMs && now >= stored.storedAt) return stored.entry;
      remove(sessionId);
      return undefined;
    },

    ticket: () => epoch,

    put(ticket, sessionId, entry, now) {
      if (!enabled || ticket !== epoch) return;
      remove(sessionId);
      // The oldest entry first: a Map iterates in insertion order.
      for (const oldest of entries.keys()) {
        if (entries.size < maxEntries) break;
        remove(oldest);
      }
      entries.set(sessionId, { entry, storedAt: now });
      let ids = sessionsOfUser.get(entry.session.userId);
      if (!ids) {
        ids = new Set();
        sessionsOfUser.set(entry.session.userId, ids);
      }
      ids.add(sessionId);
    },

    forgetSession(sessionId) {
      epoch += 1;
      remove(sessionId);
    },

    forgetUser(userId) {
      epoch += 1;
      for (const sessionId of sessionsOfUser.get(userId) ?? []) remove(sessionId);
    },

    forgetAll() {
      epoch += 1;
      clear();
    },

    disable() {
      epoch += 1;
      enabled = false;
      clear();
    },

    enable() {
      epoch += 1;
      enabled = true;
    },

    get size() {
      return entries.size;
    },
  };
}
