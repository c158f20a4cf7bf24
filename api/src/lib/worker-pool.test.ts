import { afterEach, describe, expect, it } from 'vitest';
import { createManualTimers } from '../../test/manual-timers.ts';
import type { testJobs } from '../../test/test-jobs-worker.ts';
import type { Timers } from './timers.ts';
import { createWorkerPool, type WorkerPool } from './worker-pool.ts';

const WORKER = new URL('../../test/test-jobs-worker.ts', import.meta.url);

class TestTimeoutError extends Error {}

const pools: Array<WorkerPool<typeof testJobs>> = [];

function pool(size: number, timers?: Timers): WorkerPool<typeof testJobs> {
  const created = createWorkerPool<typeof testJobs>({
    workerUrl: WORKER,
    size,
    jobTimeoutMs: 200,
    timeoutError: () => new TestTimeoutError('too long'),
    // Deadlines on a clock that only the timeout test moves: no job here is stopped by a slow machine.
    timers: timers ?? createManualTimers(() => 0),
  });
  pools.push(created);
  return created;
}

const cell = () => new Int32Array(new SharedArrayBuffer(4));
const release = (shared: Int32Array) => {
  Atomics.store(shared, 0, 1);
  Atomics.notify(shared, 0);
};

afterEach(async () => {
  await Promise.all(pools.splice(0).map((created) => created.close()));
});

describe('worker pool', () => {
  it('runs a job in a worker and answers with its value', async () => {
    await expect(pool(1).run('double', 21)).resolves.toBe(42);
  });

  it("rejects with the job's error, and the worker serves the next job", async () => {
    const workers = pool(1);
    await expect(workers.run('fail', 'no luck')).rejects.toThrow('no luck');
    await expect(workers.run('double', 2)).resolves.toBe(4);
  });

  it('stops a job that runs out of time with the given error, and a new worker takes the next one', async () => {
    let now = 0;
    const timers = createManualTimers(() => now);
    const workers = pool(1, timers);
    const spinning = workers.run('spin', null);
    await timers.waiting(200);
    timers.runUntil(200, (time) => {
      now = time;
    });
    await expect(spinning).rejects.toBeInstanceOf(TestTimeoutError);
    // The replacement worker's start-up and job are not on the clock: no time moves any more.
    await expect(workers.run('double', 5)).resolves.toBe(10);
  });

  it('replaces a worker that exits', async () => {
    const workers = pool(1);
    await expect(workers.run('crash', null)).rejects.toThrow('worker exited with code 3');
    await expect(workers.run('double', 1)).resolves.toBe(2);
  });

  it('runs as many jobs at once as it has workers; the others wait in line', async () => {
    const workers = pool(2);
    const [first, second] = [cell(), cell()];
    const ended: string[] = [];
    const track = (name: string, job: Promise<unknown>) => job.then(() => ended.push(name));
    const held = [track('first', workers.run('hold', first)), track('second', workers.run('hold', second))];
    const queued = track('queued', workers.run('double', 1));
    // Both workers are held: the third job can only start once one of them is released.
    release(second);
    await Promise.all([held[1], queued]);
    expect(ended).toEqual(['second', 'queued']);
    release(first);
    await held[0];
  });

  it('rejects the jobs not finished when it closes', async () => {
    const workers = pool(1);
    const unfinished = [workers.run('hold', cell()), workers.run('double', 1)].map((job) => expect(job).rejects.toThrow('closed'));
    await workers.close();
    await Promise.all(unfinished);
    await expect(workers.run('double', 1)).rejects.toThrow('closed');
  });
});
