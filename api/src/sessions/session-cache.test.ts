import { describe, expect, it } from 'vitest';
import { createSessionCache } from './session-cache.ts';
import type { CheckedSession } from './sessions.repository.ts';

function checked(userId: string, name = 'Camille'): CheckedSession {
  const at = new Date('2026-03-15T10:00:00.000Z');
  return {
    session: { userId, lastSeenAt: at, expiresAt: new Date('2026-04-14T10:00:00.000Z') },
    user: {
      id: userId,
      name,
      email: `${userId}@exemple.fr`,
      createdAt: at,
      lastActiveAt: at,
      isSubscribed: false,
      subscriptionStatus: null,
      currentPeriodEnd: null,
      cancelAtPeriodEnd: false,
      stripeSubscriptionId: null,
    },
  };
}

function enabledCache(options = { maxEntries: 100, maxAgeMs: 10_000 }) {
  const cache = createSessionCache(options);
  cache.enable();
  return cache;
}

describe('session cache', () => {
  it('keeps nothing until notifications arrive, then keeps what was read', () => {
    const cache = createSessionCache({ maxEntries: 100, maxAgeMs: 10_000 });
    cache.put(cache.ticket(), 's1', checked('u1'), 0);
    expect(cache.get('s1', 0)).toBeUndefined();

    cache.enable();
    const row = checked('u1');
    cache.put(cache.ticket(), 's1', row, 0);
    expect(cache.get('s1', 5)).toBe(row);
  });

  it('does not keep a row read while anything was invalidated: it may predate a logout', () => {
    const cache = enabledCache();
    const ticket = cache.ticket();
    cache.forgetSession('s1');
    cache.put(ticket, 's1', checked('u1'), 0);
    expect(cache.get('s1', 0)).toBeUndefined();

    const afterUserChange = cache.ticket();
    cache.forgetUser('u2');
    cache.put(afterUserChange, 's1', checked('u1'), 0);
    expect(cache.get('s1', 0)).toBeUndefined();
  });

  it('forgets a session, or every session of an account and no other', () => {
    const cache = enabledCache();
    for (const [sessionId, userId] of [['a1', 'u1'], ['a2', 'u1'], ['b1', 'u2']] as const) {
      cache.put(cache.ticket(), sessionId, checked(userId), 0);
    }
    cache.forgetSession('b1');
    expect(cache.get('b1', 0)).toBeUndefined();
    expect(cache.get('a1', 0)).toBeDefined();

    cache.put(cache.ticket(), 'b1', checked('u2'), 0);
    cache.forgetUser('u1');
    expect([cache.get('a1', 0), cache.get('a2', 0)]).toEqual([undefined, undefined]);
    expect(cache.get('b1', 0)?.user.id).toBe('u2');
    expect(cache.size).toBe(1);
  });

  it('forgets everything when notifications may be missed, and keeps nothing until they are back', () => {
    const cache = enabledCache();
    cache.put(cache.ticket(), 's1', checked('u1'), 0);
    const readBeforeTheLoss = cache.ticket();
    cache.disable();
    expect(cache.get('s1', 0)).toBeUndefined();

    cache.put(cache.ticket(), 's1', checked('u1'), 0);
    expect(cache.size).toBe(0);

    // A read that started while notifications were missed may hold a change nobody was told about.
    const readWhileLost = cache.ticket();
    cache.enable();
    cache.put(readBeforeTheLoss, 's1', checked('u1'), 0);
    cache.put(readWhileLost, 's1', checked('u1'), 0);
    expect(cache.size).toBe(0);
    cache.put(cache.ticket(), 's1', checked('u1'), 0);
    expect(cache.size).toBe(1);
  });

  it('forgets everything on an unknown notification', () => {
    const cache = enabledCache();
    cache.put(cache.ticket(), 's1', checked('u1'), 0);
    cache.forgetAll();
    expect(cache.get('s1', 0)).toBeUndefined();
  });

  it('lets an entry age out, and never serves one from the future of a clock set back', () => {
    const cache = enabledCache({ maxEntries: 100, maxAgeMs: 10_000 });
    cache.put(cache.ticket(), 's1', checked('u1'), 50_000);
    expect(cache.get('s1', 59_999)).toBeDefined();
    expect(cache.get('s1', 60_000)).toBeUndefined();

    cache.put(cache.ticket(), 's2', checked('u2'), 50_000);
    expect(cache.get('s2', 49_999)).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('holds at most its number of entries, dropping the oldest', () => {
    const cache = enabledCache({ maxEntries: 2, maxAgeMs: 10_000 });
    cache.put(cache.ticket(), 's1', checked('u1'), 0);
    cache.put(cache.ticket(), 's2', checked('u2'), 0);
    cache.put(cache.ticket(), 's3', checked('u3'), 0);
    expect([cache.get('s1', 0), cache.get('s2', 0)?.user.id, cache.get('s3', 0)?.user.id]).toEqual([undefined, 'u2', 'u3']);

    // The index by account followed: forgetting the dropped entry's account touches nothing else.
    cache.forgetUser('u1');
    expect(cache.size).toBe(2);
  });
});
