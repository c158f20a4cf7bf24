import { Worker } from 'node:worker_threads';
import { createFairQueue } from './fair-queue.ts';
import { systemTimers, type Timer, type Timers } from './timers.ts';
import type { JobReply, JobRequest, JobTable } from './worker-jobs.ts';

/**
 * Who asks for a job, shared by the jobs of one request (engine-pool/request-tickets.ts). The
 * pool sets `admitted` once the ticket's first job passes the caps: a request's later jobs are not
 * refused, so that a generation half streamed is never refused its next check.
 */
export interface JobTicket {
  /** Whose job it is: owners take turns at the workers, and each has a cap on its jobs. */
  readonly owner: string;
  /** Aborts when the asker has gone: a waiting job leaves the line, a running job's answer is dropped. */
  readonly signal?: AbortSignal | undefined;
  admitted?: boolean;
}

/** What happened to jobs, for the metrics. */
export interface WorkerPoolObserver {
  /** A job started after waiting `ms` in line. */
  waited(ms: number): void;
  /** A job was refused before queueing: its owner had too many, or the line was full. */
  refused(reason: 'owner_full' | 'queue_full'): void;
  /** A job ended without its answer: its asker left, or its time ran out. */
  dropped(reason: 'abandoned' | 'timeout'): void;
}

export interface WorkerPoolOptions {
  /** The module a worker runs: it calls `serveJobs` with the job table. */
  workerUrl: URL;
  /** How many workers run jobs at once; more jobs wait in line. */
  size: number;
  /** A job not finished this long after it was asked for (waiting included) is dropped; a running one with its worker. */
  jobTimeoutMs: number;
  /** The error a job that ran out of time rejects with. */
  timeoutError: () => Error;
  /** Jobs of one owner waiting or running at once; a ticket's first job beyond it is refused. */
  perOwner?: number;
  /** Jobs waiting in all; a ticket's first job beyond it is refused. */
  capacity?: number;
  /** The refusals, given the seconds after which asking again makes sense. */
  ownerFullError?: (retryAfterSeconds: number) => Error;
  queueFullError?: (retryAfterSeconds: number) => Error;
  /** What a job whose asker left rejects with. */
  abandonedError?: () => Error;
  /** Where job deadlines are scheduled: the process's timers unless a test moves time by hand. */
  timers?: Timers;
  /** Milliseconds on a monotonic clock, for waiting times: `performance.now` unless a test holds it. */
  now?: () => number;
  observer?: WorkerPoolObserver;
}

/** The line and the workers at one moment (readiness, metrics). */
export interface WorkerPoolStats {
  waiting: number;
  running: number;
  /** How long the job waiting longest has waited; 0 with none waiting. */
  oldestWaitMs: number;
  /** The line's cap (`capacity`). */
  capacity: number;
}

export interface WorkerPool<Jobs extends JobTable> {
  /** Runs one job of the table in a worker; resolves with what it returned. Without a ticket the job is the pool's own. */
  run<Name extends keyof Jobs & string>(name: Name, input: Parameters<Jobs[Name]>[0], ticket?: JobTicket): Promise<Awaited<ReturnType<Jobs[Name]>>>;
  stats(): WorkerPoolStats;
  /** Ends every worker; jobs not finished reject. */
  close(): Promise<void>;
}

interface Job {
  request: JobRequest;
  owner: string;
  state: 'waiting' | 'running' | 'done';
  askedAt: number;
  startedAt: number;
  /** Set once the job's promise is settled: an abandoned job may still hold its worker. */
  settled: boolean;
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
  deadline: Timer | null;
  forget: () => void;
}

interface Slot {
  worker: Worker | null;
  job: Job | null;
}

// A first guess at a job's run time, until jobs have been timed (Retry-After only).
const FIRST_GUESS_MS = 100;
const RETRY_AFTER_MAX_S = 60;

/**
 * A few worker threads for CPU-bound jobs, so that the event loop, which answers every request,
 * never waits for one of them. Workers start on the first job that needs them; a worker that
 * crashes or runs out of time is replaced by a new one for the next job.
 *
 * Jobs wait in a fair queue (fair-queue.ts): owners take turns, so one account's backlog never
 * delays another's job by more than one of its own. Each owner has a cap on its jobs waiting or
 * running, and the line a cap on its length; a job's deadline counts from the moment it is asked
 * for; a job whose asker leaves is taken out of the line, or, already running, left to finish
 * (at most until its deadline) with its answer dropped: a new worker would cost more to start than
 * the job's remaining milliseconds.
 */
export function createWorkerPool<Jobs extends JobTable>(options: WorkerPoolOptions): WorkerPool<Jobs> {
  const slots: Slot[] = Array.from({ length: Math.max(1, options.size) }, () => ({ worker: null, job: null }));
  const waiting = createFairQueue<Job>();
  // Jobs waiting or running, per owner (an abandoned job counts while it holds its worker).
  const owned = new Map<string, number>();
  const timers = options.timers ?? systemTimers;
  const now = options.now ?? (() => performance.now());
  const perOwner = options.perOwner ?? Number.POSITIVE_INFINITY;
  const capacity = options.capacity ?? Number.POSITIVE_INFINITY;
  let meanRunMs = FIRST_GUESS_MS;
  let nextId = 0;
  let closed = false;

  // Roughly when `jobs` more jobs will have run through the workers.
  const retryAfter = (jobs: number) => Math.min(RETRY_AFTER_MAX_S, Math.max(1, Math.ceil((jobs * meanRunMs) / slots.length / 1000)));

  function settle(job: Job, outcome: (job: Job) => void): void {
    if (job.settled) return;
    job.settled = true;
    job.forget();
    outcome(job);
  }

  // The job no longer waits nor runs: its owner's count goes down and its deadline is cleared.
  function release(job: Job): void {
    job.state = 'done';
    job.deadline?.clear();
    const count = (owned.get(job.owner) ?? 1) - 1;
    if (count > 0) owned.set(job.owner, count);
    else owned.delete(job.owner);
  }

  function finish(slot: Slot, outcome: (job: Job) => void): void {
    const { job } = slot;
    slot.job = null;
    if (job) {
      release(job);
      // A weighted mean of run times follows the machine's pace (Retry-After only).
      meanRunMs = 0.8 * meanRunMs + 0.2 * Math.max(1, now() - job.startedAt);
      settle(job, outcome);
    }
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
      if (closed || waiting.size === 0) return;
      if (slot.job) continue;
      const job = waiting.shift();
      if (!job) return;
      job.state = 'running';
      job.startedAt = now();
      options.observer?.waited(job.startedAt - job.askedAt);
      slot.worker ??= start(slot);
      slot.job = job;
      slot.worker.postMessage(job.request);
    }
  }

  function expire(job: Job): void {
    options.observer?.dropped('timeout');
    if (job.state === 'waiting') {
      waiting.remove(job.owner, job);
      release(job);
      settle(job, (expired) => expired.reject(options.timeoutError()));
      return;
    }
    const slot = slots.find((candidate) => candidate.job === job);
    if (slot) drop(slot, options.timeoutError());
  }

  function abandon(job: Job, error: Error): void {
    options.observer?.dropped('abandoned');
    if (job.state === 'waiting') {
      waiting.remove(job.owner, job);
      release(job);
    }
    // A running job keeps its worker until it answers or its deadline comes; only its answer is dropped.
    settle(job, (left) => left.reject(error));
  }

  function refusal(ticket: JobTicket): Error | null {
    const mine = owned.get(ticket.owner) ?? 0;
    if (mine >= perOwner) {
      options.observer?.refused('owner_full');
      return options.ownerFullError?.(retryAfter(mine)) ?? new Error(`${ticket.owner} has ${mine} jobs already`);
    }
    if (waiting.size >= capacity) {
      options.observer?.refused('queue_full');
      return options.queueFullError?.(retryAfter(waiting.size)) ?? new Error('the worker pool is full');
    }
    return null;
  }

  const abandonedError = options.abandonedError ?? (() => new Error('the job was abandoned'));

  return {
    run(name, input, ticket = { owner: 'pool' }) {
      if (closed) return Promise.reject(new Error('the worker pool is closed'));
      const { signal } = ticket;
      if (signal?.aborted) return Promise.reject(abandonedError());
      if (!ticket.admitted) {
        const refused = refusal(ticket);
        if (refused) return Promise.reject(refused);
        ticket.admitted = true;
      }
      return new Promise((resolve, reject) => {
        nextId += 1;
        const onAbort = () => abandon(job, abandonedError());
        const job: Job = {
          request: { id: nextId, name, input },
          owner: ticket.owner,
          state: 'waiting',
          askedAt: now(),
          startedAt: 0,
          settled: false,
          resolve: resolve as (value: unknown) => void,
          reject,
          deadline: null,
          forget: () => signal?.removeEventListener('abort', onAbort),
        };
        owned.set(job.owner, (owned.get(job.owner) ?? 0) + 1);
        waiting.push(job.owner, job);
        job.deadline = timers.start(() => expire(job), options.jobTimeoutMs);
        signal?.addEventListener('abort', onAbort, { once: true });
        dispatch();
      });
    },
    stats() {
      const at = now();
      const oldest = Math.min(at, ...waiting.heads().map((job) => job.askedAt));
      return { waiting: waiting.size, running: slots.filter((slot) => slot.job).length, oldestWaitMs: at - oldest, capacity };
    },
    async close() {
      closed = true;
      const error = new Error('the worker pool is closed');
      for (let job = waiting.shift(); job; job = waiting.shift()) {
        release(job);
        settle(job, (unfinished) => unfinished.reject(error));
      }
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
