import type { Timer, Timers } from '../src/lib/timers.ts';

/** Timers on a time the test moves by hand (see createTestClock): none fires on its own. */
export interface ManualTimers extends Timers {
  /** Fires, in the order they fall due, the timers due by `time` (ms since the epoch); `setNow` tells each one's moment. */
  runUntil(time: number, setNow: (time: number) => void): void;
  /** Resolves once a timer of `ms` is waiting (a retry's backoff, a watchdog): the moment to move time. */
  waiting(ms: number): Promise<void>;
}

interface Entry {
  callback: () => void;
  ms: number;
  dueAt: number;
}

export function createManualTimers(now: () => number): ManualTimers {
  const pending = new Set<Entry>();
  const watchers: Array<{ ms: number; resolve: () => void }> = [];

  const arm = (entry: Entry) => {
    entry.dueAt = now() + entry.ms;
    pending.add(entry);
    for (const watcher of watchers.filter((candidate) => candidate.ms === entry.ms)) {
      watchers.splice(watchers.indexOf(watcher), 1);
      watcher.resolve();
    }
  };

  return {
    start(callback, ms): Timer {
      const entry: Entry = { callback, ms, dueAt: 0 };
      arm(entry);
      return {
        // As a Node timer's refresh: counts again from now, even once it has fired.
        refresh: () => arm(entry),
        clear: () => {
          pending.delete(entry);
        },
      };
    },
    runUntil(time, setNow) {
      for (;;) {
        const next = [...pending].filter((entry) => entry.dueAt <= time).sort((a, b) => a.dueAt - b.dueAt)[0];
        if (!next) return;
        pending.delete(next);
        setNow(next.dueAt);
        next.callback();
      }
    },
    waiting(ms) {
      if ([...pending].some((entry) => entry.ms === ms)) return Promise.resolve();
      return new Promise((resolve) => watchers.push({ ms, resolve }));
    },
  };
}
