import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { DatabaseUnavailableError } from '../errors/database-unavailable-error.ts';
import { createHealthService } from './health.service.ts';

const log = Fastify({ logger: false }).log;

describe('readiness', () => {
  it('is not ready when the database fails', async () => {
    const service = createHealthService({ repository: { ping: () => Promise.reject(new Error('connection refused')) }, log });
    await expect(service.assertReady()).rejects.toBeInstanceOf(DatabaseUnavailableError);
  });

  it('is not ready when the database hangs', async () => {
    const service = createHealthService({ repository: { ping: () => new Promise<void>(() => {}) }, log });
    await expect(service.assertReady()).rejects.toBeInstanceOf(DatabaseUnavailableError);
  });
});
