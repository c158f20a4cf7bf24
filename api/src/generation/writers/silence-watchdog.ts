import type { Timer, Timers } from '../../lib/timers.ts';

/** Aborts a model call that goes silent or runs too long; see createSilenceWatchdog. */
export interface SilenceWatchdog {
  /** Pass it to the model call: aborted when the watchdog fires or the parent signal aborts. */
  readonly signal: AbortSignal;
  /** True once the watchdog itself aborted the call (as opposed to the parent). */
  readonly expired: boolean;
  /** Something arrived (or an attempt starts): the silence count starts again. */
  feed(): void;
  /** Stops counting silence (while we wait on purpose, before a retry); `feed` resumes it. */
  pause(): void;
  dispose(): void;
}

/**
 * A streamed answer has no single response time to bound: the watchdog fires after `idleMs` of
 * silence (before the first token or between two chunks) and after `totalMs` whatever happens, the
 * overall deadline (docs/security-payments.md §5: idle timeouts for streams, plus a deadline).
 */
export function createSilenceWatchdog(
  parent: AbortSignal,
  { idleMs, totalMs, timers }: { idleMs: number; totalMs: number; timers: Timers },
): SilenceWatchdog {
  const controller = new AbortController();
  let expired = false;
  const expire = () => {
    expired = true;
    controller.abort(new Error('model call timed out'));
  };
  const followParent = () => controller.abort(parent.reason);
  if (parent.aborted) followParent();
  else parent.addEventListener('abort', followParent, { once: true });

  let idle: Timer | null = timers.start(expire, idleMs);
  const total = timers.start(expire, totalMs);

  return {
    signal: controller.signal,
    get expired() {
      return expired;
    },
    feed() {
      // refresh() re-arms the same timer: cheaper than a new one for every chunk of every stream.
      if (idle) idle.refresh();
      else idle = timers.start(expire, idleMs);
    },
    pause() {
      idle?.clear();
      idle = null;
    },
    dispose() {
      idle?.clear();
      total.clear();
      parent.removeEventListener('abort', followParent);
    },
  };
}
