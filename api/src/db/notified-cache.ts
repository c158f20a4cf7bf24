/**
 * What this api instance read lately, kept in memory so that a request does not wait for the
 * database each time (docs/api-performance.md). It is only as good as its invalidations: the
 * database notifies every instance of a change (change-feed.ts), and the cache answers nothing while
 * those notifications may be missed (`disable`). A read that was in flight while anything was
 * invalidated is not kept (`ticket`), so a row read before a change cannot come back after it. An
 * entry also ages out after `maxAgeMs`, as a last resort; past `maxEntries` the least recently used
 * goes. Each entry belongs to a group (an account), which a notification can forget at once.
 */
export interface NotifiedCache<Value> {
  get: (key: string, now: number) => Value | undefined;
  /** Taken before reading the database; `put` keeps the value only if nothing was invalidated since. */
  ticket: () => number;
  put: (ticket: number, key: string, group: string, value: Value, now: number) => void;
  forgetKey: (key: string) => void;
  forgetGroup: (group: string) => void;
  forgetAll: () => void;
  /** Notifications may be missed from now on (their connection is lost): forget everything, keep nothing. */
  disable: () => void;
  /** Notifications arrive again. */
  enable: () => void;
  readonly size: number;
}

export interface CacheLimits {
  maxEntries: number;
  maxAgeMs: number;
}

export function createNotifiedCache<Value>({ maxEntries, maxAgeMs }: CacheLimits): NotifiedCache<Value> {
  const entries = new Map<string, { value: Value; group: string; storedAt: number }>();
  const keysOfGroup = new Map<string, Set<string>>();
  let epoch = 0;
  let enabled = false;

  function remove(key: string): void {
    const stored = entries.get(key);
    if (!stored) return;
    entries.delete(key);
    const keys = keysOfGroup.get(stored.group);
    keys?.delete(key);
    if (keys?.size === 0) keysOfGroup.delete(stored.group);
  }

  function clear(): void {
    entries.clear();
    keysOfGroup.clear();
  }

  return {
    get(key, now) {
      const stored = entries.get(key);
      if (!stored) return undefined;
      if (now - stored.storedAt < maxAgeMs && now >= stored.storedAt) {
        // A Map iterates in insertion order: inserted again, the entry is the last to be dropped.
        entries.delete(key);
        entries.set(key, stored);
        return stored.value;
      }
      remove(key);
      return undefined;
    },

    ticket: () => epoch,

    put(ticket, key, group, value, now) {
      if (!enabled || ticket !== epoch) return;
      remove(key);
      for (const leastRecent of entries.keys()) {
        if (entries.size < maxEntries) break;
        remove(leastRecent);
      }
      entries.set(key, { value, group, storedAt: now });
      let keys = keysOfGroup.get(group);
      if (!keys) {
        keys = new Set();
        keysOfGroup.set(group, keys);
      }
      keys.add(key);
    },

    forgetKey(key) {
      epoch += 1;
      remove(key);
    },

    forgetGroup(group) {
      epoch += 1;
      for (const key of keysOfGroup.get(group) ?? []) remove(key);
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
