import fp from 'fastify-plugin';
import { EngineBusyError } from '../errors/engine-busy-error.ts';
import { ProcessingTimeoutError } from '../errors/processing-timeout-error.ts';
import { RequestAbandonedError } from '../errors/request-abandoned-error.ts';
import { TooManyEngineJobsError } from '../errors/too-many-engine-jobs-error.ts';
import { createWorkerPool, type WorkerPool } from '../lib/worker-pool.ts';
import { registerEngineMetrics } from './engine-metrics.ts';
import type { EngineJobs } from './engine-jobs.ts';
import { ticketOfThisRequest, withRequestTicket } from './request-tickets.ts';

export type EnginePool = WorkerPool<EngineJobs>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Runs the engine's heavy text work and the export renderers in worker threads (engine-jobs.ts). */
    engine: EnginePool;
  }
}

/**
 * The engine's worker threads (`ENGINE_WORKERS`, `ENGINE_JOB_TIMEOUT_MS`, `ENGINE_JOBS_PER_USER`,
 * `ENGINE_QUEUE_MAX`): the event loop hands them every CV, posting and letter to read and every
 * document to render, and stays free to answer other requests meanwhile (docs/security.md). Each
 * job is the request's that asked for it: accounts take turns at the workers, each with a cap, and
 * a job whose client left is dropped. Closed with the app, after the requests in flight.
 */
export const enginePoolPlugin = fp(
  async (app) => {
    const { engine } = app.config;
    const observer = registerEngineMetrics(app.metrics.registry, () => workers.stats());
    const workers = createWorkerPool<EngineJobs>({
      workerUrl: new URL('./engine-worker.ts', import.meta.url),
      size: engine.workers,
      jobTimeoutMs: engine.jobTimeoutMs,
      perOwner: engine.jobsPerUser,
      capacity: engine.queueMax,
      timeoutError: () => new ProcessingTimeoutError(),
      ownerFullError: (seconds) => new TooManyEngineJobsError(seconds),
      queueFullError: (seconds) => new EngineBusyError(seconds),
      abandonedError: () => new RequestAbandonedError(),
      observer,
    });
    app.decorate('engine', {
      // A job asked for while a request is handled is that request's (request-tickets.ts).
      run: (name, input, ticket = ticketOfThisRequest()) => workers.run(name, input, ticket),
      stats: () => workers.stats(),
      close: () => workers.close(),
    } satisfies EnginePool);
    app.addHook('preHandler', withRequestTicket);
    app.addHook('onClose', () => workers.close());
  },
  { name: 'engine-pool', dependencies: ['metrics'] },
);
