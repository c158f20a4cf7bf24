import fp from 'fastify-plugin';
import { ProcessingTimeoutError } from '../errors/processing-timeout-error.ts';
import { createWorkerPool, type WorkerPool } from '../lib/worker-pool.ts';
import type { EngineJobs } from './engine-jobs.ts';

export type EnginePool = WorkerPool<EngineJobs>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Runs the engine's heavy text work and the export renderers in worker threads (engine-jobs.ts). */
    engine: EnginePool;
  }
}

/**
 * The engine's worker threads (`ENGINE_WORKERS`, `ENGINE_JOB_TIMEOUT_MS`): the event loop hands them
 * every CV, posting and letter to read and every document to render, and stays free to answer
 * other requests meanwhile (docs/security.md). Closed with the app, after the requests in flight.
 */
export const enginePoolPlugin = fp(
  async (app) => {
    const pool = createWorkerPool<EngineJobs>({
      workerUrl: new URL('./engine-worker.ts', import.meta.url),
      size: app.config.engine.workers,
      jobTimeoutMs: app.config.engine.jobTimeoutMs,
      timeoutError: () => new ProcessingTimeoutError(),
    });
    app.decorate('engine', pool);
    app.addHook('onClose', () => pool.close());
  },
  { name: 'engine-pool' },
);
