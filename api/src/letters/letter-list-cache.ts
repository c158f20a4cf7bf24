import type { LetterTab } from '@lettra/contracts';
import type { ChangeFeed } from '../db/change-feed.ts';
import { createNotifiedCache } from '../db/notified-cache.ts';
import type { CurrentUser } from '../sessions/current-user.ts';

// Enough for every user who opened their library in the last seconds of a busy instance; a list a
// notification somehow failed to drop lasts this long at most.
const LIMITS = { maxEntries: 1_000, maxAgeMs: 10_000 };
// About 80 letters' summaries: a longer library is read each time, so the memory stays under 32 MB.
const MAX_KEPT_CHARS = 32 * 1024;

type Reader = Pick<CurrentUser, 'id' | 'isPremium'>;

/**
 * The letters list as this instance last answered it to each user, serialized (docs/api-performance.md):
 * forgotten when the database says one of the user's letters was written, on any instance
 * (drizzle/0007_letter_change_notifications.sql), with the rules of db/notified-cache.ts. A search
 * is never kept. The premium the list shows is part of the key: it can end with no write at all.
 */
export function createLetterListCache(changes: ChangeFeed, limits = LIMITS) {
  const cache = createNotifiedCache<string>(limits);
  const unsubscribe = changes.subscribe({
    change: (payload) => {
      if (payload.startsWith('l:')) cache.forgetGroup(payload.slice(2));
      // A session or an account ('s:', 'u:') is nothing the list shows.
      else if (!payload.startsWith('s:') && !payload.startsWith('u:')) cache.forgetAll();
    },
    listening: cache.enable,
    lost: cache.disable,
  });
  const keyOf = (user: Reader, tab: LetterTab) => `${user.id}/${tab}/${user.isPremium ? 'premium' : 'locked'}`;

  return {
    get: (user: Reader, tab: LetterTab, now: number) => cache.get(keyOf(user, tab), now),
    /** Taken before reading the database: see `NotifiedCache.ticket`. */
    ticket: cache.ticket,
    put(ticket: number, user: Reader, tab: LetterTab, body: string, now: number): void {
      if (body.length <= MAX_KEPT_CHARS) cache.put(ticket, keyOf(user, tab), user.id, body, now);
    },
    get size() {
      return cache.size;
    },
    close: unsubscribe,
  };
}

export type LetterListCache = ReturnType<typeof createLetterListCache>;
