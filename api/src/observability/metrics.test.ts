import { describe, expect, it } from 'vitest';
import { createAgent, insertLetter, setupTestApp, startTestApp } from '../../test/helper.ts';

const t = setupTestApp();

async function scrape(): Promise<string> {
  const response = await t.app.inject({ url: '/api/metrics' });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  return response.body;
}

describe('GET /api/metrics', () => {
  it('times requests by route pattern, never by the raw URL with its id', async () => {
    const agent = createAgent(t.app);
    const { id: userId } = await agent.signup();
    const letter = await insertLetter(t.app, userId);
    expect((await agent.request({ url: `/api/letters/${letter.id}` })).statusCode).toBe(200);
    expect((await agent.request({ url: '/api/letters/let_inconnue' })).statusCode).toBe(404);

    const body = await scrape();
    expect(body).toContain('# TYPE lettra_http_request_duration_seconds histogram');
    expect(body).toMatch(
      /lettra_http_request_duration_seconds_count\{method="GET",route="\/api\/letters\/:id",status_code="200"\} 1/,
    );
    expect(body).toMatch(
      /lettra_http_request_duration_seconds_count\{method="GET",route="\/api\/letters\/:id",status_code="404"\} 1/,
    );
    expect(body).toMatch(/route="\/api\/auth\/signup",status_code="202"/);
    expect(body).not.toContain(letter.id);
    expect(body).not.toContain('let_inconnue');
  });

  it('labels requests no route matched with one fixed word instead of their path', async () => {
    await t.app.inject({ url: '/api/nulle-part/alice.dupont@exemple.fr' });
    const body = await scrape();
    expect(body).toMatch(/route="unmatched",status_code="404"/);
    expect(body).not.toContain('alice.dupont');
  });

  it('serves the default process metrics and the generation metrics under the lettra_ prefix', async () => {
    t.app.metrics.generations.inc({ outcome: 'completed' });
    t.app.metrics.generationDuration.observe({ outcome: 'completed' }, 3.2);
    t.app.metrics.modelTokens.inc({ kind: 'completion' }, 420);

    const body = await scrape();
    for (const name of ['lettra_process_cpu_seconds_total', 'lettra_nodejs_heap_size_used_bytes']) {
      expect(body).toContain(`# TYPE ${name}`);
    }
    expect(body).toContain('lettra_generations_total{outcome="completed"} 1');
    expect(body).toContain('lettra_generation_duration_seconds_count{outcome="completed"} 1');
    expect(body).toContain('lettra_model_tokens_total{kind="completion"} 420');
  });

  it('keeps one registry per app, so two apps in one process count apart', async () => {
    const other = await startTestApp();
    try {
      await other.app.inject({ url: '/api/health' });
      const otherBody = (await other.app.inject({ url: '/api/metrics' })).body;
      expect(other.app.metrics.registry).not.toBe(t.app.metrics.registry);
      expect(otherBody).not.toMatch(/route="\/api\/letters\/:id"/);
      expect(otherBody).toMatch(/route="\/api\/health",status_code="200"\} 1/);
    } finally {
      await other.close();
    }
  });
});

describe('GET /api/metrics with METRICS_TOKEN', () => {
  it('answers the scraper that brings the token, and nobody else', async () => {
    const token = 'jeton-de-supervision-2026';
    const guarded = await startTestApp({ env: { METRICS_TOKEN: token } });
    try {
      const scrape = (authorization?: string) =>
        guarded.app.inject({ url: '/api/metrics', headers: authorization ? { authorization } : {} });
      for (const refused of [await scrape(), await scrape('Bearer mauvais-jeton'), await scrape(token)]) {
        expect(refused.statusCode).toBe(401);
        expect(refused.json()).toEqual({ code: 'AuthRequiredError', message: 'Connexion requise' });
      }
      const allowed = await scrape(`Bearer ${token}`);
      expect(allowed.statusCode).toBe(200);
      expect(allowed.body).toContain('# TYPE lettra_http_request_duration_seconds histogram');
    } finally {
      await guarded.close();
    }
  });
});

describe('GET /api/metrics in production', () => {
  it('is not served without METRICS_TOKEN, and served to the token’s bearer with it', async () => {
    const open = await startTestApp({ env: { NODE_ENV: 'production' } });
    try {
      const refused = await open.app.inject({ url: '/api/metrics' });
      expect(refused.statusCode).toBe(404);
      expect(refused.body).not.toContain('lettra_');
    } finally {
      await open.close();
    }
    const token = 'jeton-de-supervision-2026';
    const guarded = await startTestApp({ env: { NODE_ENV: 'production', METRICS_TOKEN: token } });
    try {
      expect((await guarded.app.inject({ url: '/api/metrics' })).statusCode).toBe(401);
      const allowed = await guarded.app.inject({ url: '/api/metrics', headers: { authorization: `Bearer ${token}` } });
      expect(allowed.statusCode).toBe(200);
    } finally {
      await guarded.close();
    }
  });
});
