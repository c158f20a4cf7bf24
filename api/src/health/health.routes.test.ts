import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../test/helper.ts';
import { errorHandlerPlugin } from '../plugins/error-handler.ts';
import { zodSchemasPlugin } from '../plugins/zod-schemas.ts';
import { healthRoutes } from './health.routes.ts';
import { createHealthService } from './health.service.ts';

const t = setupTestApp();
const IDLE_ENGINE = { stats: () => ({ waiting: 0, running: 0, oldestWaitMs: 0, capacity: 500 }), jobTimeoutMs: 10_000 };

describe('probes', () => {
  it('says the process is up', async () => {
    const response = await t.app.inject({ url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it("says it is ready when the database answers, with the engine's line", async () => {
    const response = await t.app.inject({ url: '/api/ready' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ready', engine: { waiting: 0, running: 0, oldestWaitMs: 0 } });
  });
});

describe('readiness when the database is down', () => {
  it('answers 503 with a French message', async () => {
    const app = Fastify({ logger: false });
    await app.register(errorHandlerPlugin);
    await app.register(zodSchemasPlugin);
    const service = createHealthService({ repository: { ping: () => Promise.reject(new Error('ECONNREFUSED')) }, log: app.log, engine: IDLE_ENGINE });
    await app.register(healthRoutes, { prefix: '/api', service });

    const response = await app.inject({ url: '/api/ready' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      code: 'DatabaseUnavailableError',
      message: 'Service momentanément indisponible : la base de données ne répond pas.',
    });
    await app.close();
  });
});

describe('readiness when the engine is saturated', () => {
  it('answers 503 with Retry-After, a French message and the line', async () => {
    const app = Fastify({ logger: false });
    await app.register(errorHandlerPlugin);
    await app.register(zodSchemasPlugin);
    const engine = { stats: () => ({ waiting: 500, running: 1, oldestWaitMs: 1200, capacity: 500 }), jobTimeoutMs: 10_000 };
    const service = createHealthService({ repository: { ping: () => Promise.resolve() }, log: app.log, engine });
    await app.register(healthRoutes, { prefix: '/api', service });

    const response = await app.inject({ url: '/api/ready' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.json()).toEqual({
      code: 'EngineBusyError',
      message: 'Le service est très sollicité en ce moment. Veuillez réessayer dans quelques instants.',
      engine: { waiting: 500, running: 1, oldestWaitMs: 1200 },
    });
    await app.close();
  });
});
