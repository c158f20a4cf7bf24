import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startRepeatingTask } from './repeating-task.ts';

const MINUTE = 60_000;

describe('startRepeatingTask', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs at once, then one interval after each run ends, never two at once', async () => {
    let finishRun = () => {};
    const task = vi.fn(() => new Promise<void>((resolve) => (finishRun = resolve)));
    const repeating = startRepeatingTask(task, 60 * MINUTE, () => {});
    await vi.advanceTimersByTimeAsync(0);
    expect(task).toHaveBeenCalledTimes(1);

    // The first run lasts two intervals: no second run starts meanwhile.
    await vi.advanceTimersByTimeAsync(120 * MINUTE);
    expect(task).toHaveBeenCalledTimes(1);
    finishRun();
    await vi.advanceTimersByTimeAsync(60 * MINUTE - 1);
    expect(task).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(task).toHaveBeenCalledTimes(2);

    finishRun();
    await repeating.stop();
  });

  it('reports a failed run and still runs the next one', async () => {
    const failure = new Error('database down');
    const task = vi.fn().mockRejectedValueOnce(failure).mockResolvedValue(undefined);
    const onError = vi.fn();
    const repeating = startRepeatingTask(task, MINUTE, onError);
    await vi.advanceTimersByTimeAsync(0);
    expect(onError).toHaveBeenCalledWith(failure);

    await vi.advanceTimersByTimeAsync(MINUTE);
    expect(task).toHaveBeenCalledTimes(2);
    expect(onError).toHaveBeenCalledTimes(1);
    await repeating.stop();
  });

  it('stops: waits for the run in progress, starts no other, leaves no timer behind', async () => {
    let finishRun = () => {};
    const task = vi.fn(() => new Promise<void>((resolve) => (finishRun = resolve)));
    const repeating = startRepeatingTask(task, MINUTE, () => {});
    await vi.advanceTimersByTimeAsync(0);

    let stopped = false;
    const stopping = repeating.stop().then(() => (stopped = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    finishRun();
    await stopping;

    await vi.advanceTimersByTimeAsync(10 * MINUTE);
    expect(task).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });
});
