import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { createSilenceWatchdog } from './silence-watchdog.ts';

describe('createSilenceWatchdog', () => {
  it('fires after a silence, not while chunks keep coming', async () => {
    const watchdog = createSilenceWatchdog(new AbortController().signal, { idleMs: 60, totalMs: 5000 });
    for (let chunk = 0; chunk < 5; chunk += 1) {
      await sleep(30);
      watchdog.feed();
    }
    expect(watchdog.signal.aborted).toBe(false);
    await sleep(90);
    expect(watchdog.expired).toBe(true);
    expect(watchdog.signal.aborted).toBe(true);
    watchdog.dispose();
  });

  it('fires at the deadline even while chunks keep coming', async () => {
    const watchdog = createSilenceWatchdog(new AbortController().signal, { idleMs: 60, totalMs: 120 });
    for (let chunk = 0; chunk < 6; chunk += 1) {
      await sleep(30);
      watchdog.feed();
    }
    expect(watchdog.expired).toBe(true);
    watchdog.dispose();
  });

  it('does not count silence while paused', async () => {
    const watchdog = createSilenceWatchdog(new AbortController().signal, { idleMs: 40, totalMs: 5000 });
    watchdog.pause();
    await sleep(80);
    expect(watchdog.signal.aborted).toBe(false);
    watchdog.feed();
    await sleep(70);
    expect(watchdog.expired).toBe(true);
    watchdog.dispose();
  });

  it('follows its parent without counting that as expiry', () => {
    const parent = new AbortController();
    const watchdog = createSilenceWatchdog(parent.signal, { idleMs: 1000, totalMs: 1000 });
    parent.abort(new Error('client parti'));
    expect(watchdog.signal.aborted).toBe(true);
    expect(watchdog.signal.reason).toEqual(new Error('client parti'));
    expect(watchdog.expired).toBe(false);
    watchdog.dispose();
  });
});
