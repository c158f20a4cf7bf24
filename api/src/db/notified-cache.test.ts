import { expect, it } from 'vitest';
import { createNotifiedCache } from './notified-cache.ts';

// The rules shared with the sessions are tested in sessions/session-cache.test.ts.
it('drops the least recently used entry when full, not the first kept', () => {
  const cache = createNotifiedCache<string>({ maxEntries: 2, maxAgeMs: 10_000 });
  cache.enable();
  cache.put(cache.ticket(), 'a', 'u1', 'A', 0);
  cache.put(cache.ticket(), 'b', 'u2', 'B', 0);
  expect(cache.get('a', 1)).toBe('A');
  cache.put(cache.ticket(), 'c', 'u3', 'C', 2);
  expect([cache.get('a', 3), cache.get('b', 3), cache.get('c', 3)]).toEqual(['A', undefined, 'C']);
});
