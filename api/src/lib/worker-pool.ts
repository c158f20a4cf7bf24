import { Worker } from 'node:worker_threads';
import { systemTimers, type Timer, type Timers } from './timers.ts';
import type { JobReply, JobRequest, JobTable } from './worker-jobs.ts';

export interface WorkerPoolOptions {
  /** The module a worker runs: it calls `serveJobs` with the job table. */
  workerUrl: URL;
  /** How many workers run jobs at once; more jobs wait in line. */
  size: number;
  /** A job still running after this long is stopped (its worker is ended and replaced). */
  jobTimeoutMs: number;
  /** The error a job that ran out of time rejects with. */
  timeoutError: () => Error;
  /** Where job deadlines are scheduled: the process's timers unless a test moves time by hand. */
  timers?: Timers;
}

export interface WorkerPool<Jobs extends JobTable> {
  /** Runs one job of the table in a worker; resolves with what it returned. */
  run<Name extends keyof Jobs & string>(name: Name, input: Parameters<Jobs[Name]>[0]): Promise<Awaited<ReturnType<Jobs[Name]>>>;
  /** Ends every worker; jobs not finished reject. */
  close(): Promise<void>;
}

interface Job {
  request: JobRequest;
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
}

interface Slot {
  worker: Worker | null;
  job: Job | null;
  deadline: Timer | null;
}

/**
 * A few worker threads for CPU-bound jobs, so that the event loop, which answers every request,
 * never waits for one of them. Workers start on the first job that needs them; a worker that
 * crashes or runs out of time is replaced by a new one for the next job.
 */
export function createWorkerPool<Jobs extends JobTable>(options: WorkerPoolOptions): WorkerPool<Jobs> {
  const slots: Slot[] = Array.from({ length: Math.max(1, options.size) }, () => ({ worker: null, job: null, deadline: null }));
  const waiting: Job[] = [];
  const timers = options.timers ?? systemTimers;
  let nextId = 0;
  let closed = false;

  function finish(slot: Slot, settle: (job: Job) => void): void {
    const { job } = slot;
    slot.deadline?.clear();
    slot.job = null;
    slot.deadline = null;
    if (job) settle(job);
    dispatch();
  }

  // A stuck or crashed worker is dropped whole: its memory and whatever loop it was in go with it.
  function drop(slot: Slot, error: Error): void {
    const { worker } = slot;
    slot.worker = null;
    if (worker) void worker.terminate();
    finish(slot, (job) => job.reject(error));
  }

  function start(slot: Slot): Worker {
    const worker = new Worker(options.workerUrl);
    worker.on('message', (reply: JobReply) => {
      if (slot.worker !== worker || slot.job?.request.id !== reply.id) return;
      finish(slot, (job) => ('error' in reply ? job.reject(new Error(`${job.request.name}: ${reply.error}`)) : job.resolve(reply.value)));
    });
    worker.on('error', (error) => {
      if (slot.worker === worker) drop(slot, error);
    });
    worker.on('exit', (code) => {
      if (slot.worker === worker) drop(slot, new Error(`worker exited with code ${code}`));
    });
    // An idle worker must not keep a finished process alive.
    worker.unref();
    return worker;
  }

  function dispatch(): void {
    for (const slot of slots) {
      if (closed || waiting.length === 0) return;
      if (slot.job) continue;
      const job = waiting.shift();
      if (!job) return;
      slot.worker ??= start(slot);
      slot.job = job;
      slot.deadline = timers.start(() => drop(slot, options.timeoutError()), options.jobTimeoutMs);
      slot.worker.postMessage(job.request);
    }
  }

  return {
    run(name, input) {
      if (closed) return Promise.reject(new Error('the worker pool is closed'));
      return new Promise((resolve, reject) => {
        nextId += 1;
        waiting.push({ request: { id: nextId, name, input }, resolve: resolve as (value: unknown) => void, reject });
        dispatch();
      });
    },
    async close() {
      closed = true;
      const error = new Error('the worker pool is closed');
      for (const job of waiting.splice(0)) job.reject(error);
      await Promise.all(
        slots.map(async (slot) => {
          const { worker } = slot;
          slot.worker = null;
          finish(slot, (job) => job.reject(error));
          await worker?.terminate();
        }),
      );
    },
  };
}
