import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { DatabaseUnavailableError } from '../errors/database-unavailable-error.ts';
import { EngineBusyError } from '../errors/engine-busy-error.ts';
import { createHealthService } from './health.service.ts';

const log = Fastify({ logger: false }).log;
const line = (waiting: number, oldestWaitMs: number) => ({
  stats: () => ({ waiting, running: 1, oldestWaitMs, capacity: 10 }),
  jobTimeoutMs: 10_000,
});
const IDLE = line(0, 0);

describe('readiness', () => {
  it('is not ready when the database fails', async () => {
    const service = createHealthService({ repository: { ping: () => Promise.reject(new Error('connection refused')) }, log, engine: IDLE });
    await expect(service.assertReady()).rejects.toBeInstanceOf(DatabaseUnavailableError);
  });

  it('is not ready when the database hangs', async () => {
    const service = createHealthService({ repository: { ping: () => new Promise<void>(() => {}) }, log, engine: IDLE });
    await expect(service.assertReady()).rejects.toBeInstanceOf(DatabaseUnavailableError);
  });
});

describe("readiness and the engine's line", () => {
  const ping = () => Promise.resolve();

  // Each row: jobs waiting (the cap is 10), the oldest one's wait in ms, ready or not.
  const rows: Array<[number, number, boolean]> = [
    [0, 0, true],
    [9, 4999, true],
    [10, 0, false],
    [1, 5000, false],
  ];
  it.each(rows)('with %i jobs waiting, the oldest for %i ms: ready %s', async (waiting, oldestWaitMs, ready) => {
    const service = createHealthService({ repository: { ping }, log, engine: line(waiting, oldestWaitMs) });
    if (ready) await expect(service.assertReady()).resolves.toEqual({ engine: { waiting, running: 1, oldestWaitMs } });
    else await expect(service.assertReady()).rejects.toBeInstanceOf(EngineBusyError);
  });
});
