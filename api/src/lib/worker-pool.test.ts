import { afterEach, describe, expect, it } from 'vitest';
import { createManualTimers } from '../../test/manual-timers.ts';
import type { testJobs } from '../../test/test-jobs-worker.ts';
import type { Timers } from './timers.ts';
import { createWorkerPool, type JobTicket, type WorkerPool, type WorkerPoolOptions } from './worker-pool.ts';

const WORKER = new URL('../../test/test-jobs-worker.ts', import.meta.url);

class TestTimeoutError extends Error {}

const pools: Array<WorkerPool<typeof testJobs>> = [];

class TestOwnerFullError extends Error {}
class TestQueueFullError extends Error {}
class TestAbandonedError extends Error {}

function pool(size: number, timers?: Timers, more: Partial<WorkerPoolOptions> = {}): WorkerPool<typeof testJobs> {
  const created = createWorkerPool<typeof testJobs>({
    workerUrl: WORKER,
    size,
    jobTimeoutMs: 200,
    timeoutError: () => new TestTimeoutError('too long'),
    ownerFullError: (seconds) => new TestOwnerFullError(`retry after ${seconds} s`),
    queueFullError: (seconds) => new TestQueueFullError(`retry after ${seconds} s`),
    abandonedError: () => new TestAbandonedError('left'),
    // Deadlines on a clock that only the timeout tests move: no job here is stopped by a slow machine.
    timers: timers ?? createManualTimers(() => 0),
    now: () => 0,
    ...more,
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

describe('worker pool: owners, caps, deadlines and departures', () => {
  const ticket = (owner: string, signal?: AbortSignal): JobTicket => ({ owner, signal });

  it("starts another owner's job after at most one of the first owner's backlog", async () => {
    const workers = pool(1);
    const held = cell();
    const ended: string[] = [];
    const track = (name: string, job: Promise<unknown>) => job.then(() => ended.push(name));
    const all = [track('flood hold', workers.run('hold', held, ticket('flood')))];
    for (let n = 1; n <= 3; n += 1) all.push(track(`flood ${n}`, workers.run('double', n, ticket('flood'))));
    all.push(track('bob', workers.run('double', 10, ticket('bob'))));
    release(held);
    await Promise.all(all);
    expect(ended).toEqual(['flood hold', 'flood 1', 'bob', 'flood 2', 'flood 3']);
  });

  it('counts a deadline from the moment the job was asked for, waiting included', async () => {
    let now = 0;
    const timers = createManualTimers(() => now);
    const workers = pool(1, timers, { now: () => now });
    const first = workers.run('hold', cell(), ticket('a'));
    now = 150;
    let settled = false;
    const second = workers.run('hold', cell(), ticket('b')).finally(() => (settled = true));
    const firstOutcome = expect(first).rejects.toBeInstanceOf(TestTimeoutError);
    // The first job's deadline stops it and its worker; the second starts at 200 on a new worker.
    timers.runUntil(200, (time) => (now = time));
    await firstOutcome;
    expect(workers.stats()).toMatchObject({ waiting: 0, running: 1 });
    timers.runUntil(349, (time) => (now = time));
    await Promise.resolve();
    expect(settled).toBe(false);
    // 200 ms after it was asked for, though it ran for 150 only.
    timers.runUntil(350, (time) => (now = time));
    await expect(second).rejects.toBeInstanceOf(TestTimeoutError);
  });

  it('takes a waiting job out of the line when its asker leaves; it never runs', async () => {
    const workers = pool(1);
    const held = cell();
    const holding = workers.run('hold', held, ticket('a'));
    const leaving = new AbortController();
    const left = workers.run('fail', 'must not run', ticket('b', leaving.signal));
    expect(workers.stats().waiting).toBe(1);
    leaving.abort();
    await expect(left).rejects.toBeInstanceOf(TestAbandonedError);
    expect(workers.stats().waiting).toBe(0);
    release(held);
    await expect(holding).resolves.toBe('released');
    await expect(workers.run('fail', 'runs', ticket('b'))).rejects.toThrow('runs');
  });

  it("drops a running job's answer at once when its asker leaves; the job keeps its worker and its owner's count until it ends", async () => {
    const workers = pool(1, undefined, { perOwner: 1 });
    const held = cell();
    const leaving = new AbortController();
    const running = workers.run('hold', held, ticket('a', leaving.signal));
    leaving.abort();
    await expect(running).rejects.toBeInstanceOf(TestAbandonedError);
    expect(workers.stats().running).toBe(1);
    await expect(workers.run('double', 1, ticket('a'))).rejects.toBeInstanceOf(TestOwnerFullError);
    const other = workers.run('double', 2, ticket('b'));
    release(held);
    await expect(other).resolves.toBe(4);
    await expect(workers.run('double', 3, ticket('a'))).resolves.toBe(6);
  });

  it('refuses a job asked for after its asker left', async () => {
    const gone = new AbortController();
    gone.abort();
    await expect(pool(1).run('double', 1, ticket('a', gone.signal))).rejects.toBeInstanceOf(TestAbandonedError);
  });

  it("refuses an owner's job beyond its cap, not another owner's, nor a later job of a request already admitted", async () => {
    const workers = pool(1, undefined, { perOwner: 2 });
    const held = cell();
    const request = ticket('a');
    const jobs = [workers.run('hold', held, request), workers.run('double', 1, ticket('a'))];
    await expect(workers.run('double', 2, ticket('a'))).rejects.toThrow(TestOwnerFullError);
    await expect(workers.run('double', 2, ticket('a'))).rejects.toThrow('retry after 1 s');
    // The same request's next job: a generation's next check is never refused halfway.
    jobs.push(workers.run('double', 3, request), workers.run('double', 4, ticket('b')));
    release(held);
    await expect(Promise.all(jobs)).resolves.toEqual(['released', 2, 6, 8]);
    await expect(workers.run('double', 5, ticket('a'))).resolves.toBe(10);
  });

  it('refuses a first job when the line is full, whoever asks', async () => {
    const workers = pool(1, undefined, { capacity: 1 });
    const held = cell();
    const jobs = [workers.run('hold', held, ticket('a')), workers.run('double', 1, ticket('b'))];
    expect(workers.stats()).toMatchObject({ waiting: 1, running: 1, capacity: 1 });
    await expect(workers.run('double', 2, ticket('c'))).rejects.toBeInstanceOf(TestQueueFullError);
    release(held);
    await expect(Promise.all(jobs)).resolves.toEqual(['released', 2]);
    await expect(workers.run('double', 2, ticket('c'))).resolves.toBe(4);
  });

  it('tells how long the oldest job has waited, and reports each wait, refusal and drop', async () => {
    let now = 1000;
    const seen: string[] = [];
    const workers = pool(1, undefined, {
      now: () => now,
      perOwner: 2,
      observer: {
        waited: (ms) => seen.push(`waited ${ms}`),
        refused: (reason) => seen.push(`refused ${reason}`),
        dropped: (reason) => seen.push(`dropped ${reason}`),
      },
    });
    const held = cell();
    const holding = workers.run('hold', held, ticket('a'));
    now = 1100;
    const leaving = new AbortController();
    const queued = workers.run('double', 1, ticket('b', leaving.signal));
    const later = workers.run('double', 2, ticket('b'));
    now = 1250;
    expect(workers.stats()).toEqual({ waiting: 2, running: 1, oldestWaitMs: 150, capacity: Number.POSITIVE_INFINITY });
    await expect(workers.run('double', 3, ticket('b'))).rejects.toBeInstanceOf(TestOwnerFullError);
    leaving.abort();
    await expect(queued).rejects.toBeInstanceOf(TestAbandonedError);
    now = 1300;
    release(held);
    await Promise.all([holding, later]);
    expect(workers.stats()).toEqual({ waiting: 0, running: 0, oldestWaitMs: 0, capacity: Number.POSITIVE_INFINITY });
    expect(seen).toEqual(['waited 0', 'refused owner_full', 'dropped abandoned', 'waited 200']);
  });
});
