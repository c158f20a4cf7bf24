import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../test/helper.ts';
import { errorHandlerPlugin } from '../plugins/error-handler.ts';
import { zodSchemasPlugin } from '../plugins/zod-schemas.ts';
import { healthRoutes } from './health.routes.ts';
import { createHealthService } from './health.service.ts';

const t = setupTestApp();

describe('probes', () => {
  it('says the process is up', async () => {
    const response = await t.app.inject({ url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('says it is ready when the database answers', async () => {
    const response = await t.app.inject({ url: '/api/ready' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ready' });
  });
});

describe('readiness when the database is down', () => {
  it('answers 503 with a French message', async () => {
    const app = Fastify({ logger: false });
    await app.register(errorHandlerPlugin);
    await app.register(zodSchemasPlugin);
    const service = createHealthService({ repository: { ping: () => Promise.reject(new Error('ECONNREFUSED')) }, log: app.log });
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
