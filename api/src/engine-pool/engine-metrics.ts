import { Counter, Gauge, Histogram, type Registry } from 'prom-client';
import type { WorkerPoolObserver, WorkerPoolStats } from '../lib/worker-pool.ts';

// From a few milliseconds (an idle engine) to the job deadline's 10 s.
const WAIT_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * The engine's line in the metrics: jobs waiting and running (read when scraped), how long the
 * oldest has waited, each job's wait, the jobs refused and those dropped. Returns the pool's observer.
 */
export function registerEngineMetrics(registry: Registry, stats: () => WorkerPoolStats): WorkerPoolObserver {
  new Gauge({
    name: 'lettra_engine_jobs',
    help: 'Engine jobs by state: waiting in line or running in a worker.',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const now = stats();
      this.set({ state: 'waiting' }, now.waiting);
      this.set({ state: 'running' }, now.running);
    },
  });
  new Gauge({
    name: 'lettra_engine_oldest_wait_seconds',
    help: 'How long the engine job waiting longest has waited; 0 when none waits.',
    registers: [registry],
    collect() {
      this.set(stats().oldestWaitMs / 1000);
    },
  });
  const waits = new Histogram({
    name: 'lettra_engine_queue_wait_seconds',
    help: 'How long each engine job waited in line before a worker took it.',
    buckets: WAIT_BUCKETS,
    registers: [registry],
  });
  const refused = new Counter({
    name: 'lettra_engine_jobs_refused_total',
    help: 'Engine jobs refused before queueing, by reason: owner_full (429) or queue_full (503).',
    labelNames: ['reason'] as const,
    registers: [registry],
  });
  const dropped = new Counter({
    name: 'lettra_engine_jobs_dropped_total',
    help: 'Engine jobs ended without their answer, by reason: abandoned (the client left) or timeout.',
    labelNames: ['reason'] as const,
    registers: [registry],
  });
  return {
    waited: (ms) => waits.observe(ms / 1000),
    refused: (reason) => refused.inc({ reason }),
    dropped: (reason) => dropped.inc({ reason }),
  };
}
