import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { systemTimers } from '../../lib/timers.ts';
import { createSilenceWatchdog } from './silence-watchdog.ts';

const watch = (parent: AbortSignal, { idleMs, totalMs }: { idleMs: number; totalMs: number }) =>
  createSilenceWatchdog(parent, { idleMs, totalMs, timers: systemTimers });

describe('createSilenceWatchdog', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('fires after a silence, not while chunks keep coming', () => {
    const watchdog = watch(new AbortController().signal, { idleMs: 60, totalMs: 5000 });
    for (let chunk = 0; chunk < 5; chunk += 1) {
      vi.advanceTimersByTime(59);
      watchdog.feed();
    }
    vi.advanceTimersByTime(59);
    expect(watchdog.signal.aborted).toBe(false);
    vi.advanceTimersByTime(1);
    expect(watchdog.expired).toBe(true);
    expect(watchdog.signal.aborted).toBe(true);
    watchdog.dispose();
  });

  it('fires at the deadline even while chunks keep coming', () => {
    const watchdog = watch(new AbortController().signal, { idleMs: 60, totalMs: 120 });
    for (let chunk = 0; chunk < 3; chunk += 1) {
      vi.advanceTimersByTime(39);
      watchdog.feed();
    }
    vi.advanceTimersByTime(2);
    expect(watchdog.expired).toBe(false);
    vi.advanceTimersByTime(1);
    expect(watchdog.expired).toBe(true);
    watchdog.dispose();
  });

  it('does not count silence while paused', () => {
    const watchdog = watch(new AbortController().signal, { idleMs: 40, totalMs: 5000 });
    watchdog.pause();
    vi.advanceTimersByTime(400);
    expect(watchdog.signal.aborted).toBe(false);
    watchdog.feed();
    vi.advanceTimersByTime(39);
    expect(watchdog.expired).toBe(false);
    vi.advanceTimersByTime(1);
    expect(watchdog.expired).toBe(true);
    watchdog.dispose();
  });

  it('follows its parent without counting that as expiry', () => {
    const parent = new AbortController();
    const watchdog = watch(parent.signal, { idleMs: 1000, totalMs: 1000 });
    parent.abort(new Error('client parti'));
    expect(watchdog.signal.aborted).toBe(true);
    expect(watchdog.signal.reason).toEqual(new Error('client parti'));
    expect(watchdog.expired).toBe(false);
    watchdog.dispose();
  });

  it('leaves no timer behind once disposed', () => {
    const watchdog = watch(new AbortController().signal, { idleMs: 60, totalMs: 120 });
    watchdog.dispose();
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(1000);
    expect(watchdog.expired).toBe(false);
  });
});
