/** A started timer: `refresh` starts its count again from now, `clear` cancels it. */
export interface Timer {
  refresh(): void;
  clear(): void;
}

/**
 * Where the model call's timeouts and retry wait are scheduled (config.timers): the process's own
 * timers in production; in tests, timers that fire only when the test moves its clock, so that a
 * timeout happens on cue instead of after real milliseconds that a busy machine may stretch.
 */
export interface Timers {
  start(callback: () => void, ms: number): Timer;
}

export const systemTimers: Timers = {
  start(callback, ms) {
    const timer = setTimeout(callback, ms);
    return {
      refresh: () => {
        timer.refresh();
      },
      clear: () => clearTimeout(timer),
    };
  },
};

/**
 * Resolves after `ms` on `timers`; rejects as node:timers/promises does (an AbortError whose cause
 * is the reason) when `signal` aborts first. A wait of 0 is no wait at all, whatever the timers.
 */
export function wait(timers: Timers, ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const aborted = () => new DOMException('The operation was aborted', { name: 'AbortError', cause: signal.reason });
    if (signal.aborted) {
      reject(aborted());
      return;
    }
    if (ms <= 0) {
      resolve();
      return;
    }
    const onAbort = () => {
      timer.clear();
      reject(aborted());
    };
    const timer = timers.start(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal.addEventListener('abort', onAbort, { once: true });
  });
}
