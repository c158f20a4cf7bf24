export interface RepeatingTask {
  /** No run starts after this; resolves once the run in progress, if any, has ended. */
  stop: () => Promise<void>;
}

/**
 * Runs `task` now, then `intervalMs` after each run ends, so two runs never overlap, until `stop`.
 * A failed run goes to `onError` and the next one still comes. The timer is unref'd: it never keeps
 * the process alive on its own.
 */
export function startRepeatingTask(
  task: () => Promise<unknown>,
  intervalMs: number,
  onError: (error: unknown) => void,
): RepeatingTask {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();

  const runOnce = () => {
    running = Promise.resolve()
      .then(task)
      .then(() => undefined, onError)
      .finally(() => {
        if (stopped) return;
        timer = setTimeout(runOnce, intervalMs);
        timer.unref();
      });
  };
  runOnce();

  return {
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
