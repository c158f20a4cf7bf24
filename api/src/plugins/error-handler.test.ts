import { describe, expect, it } from 'vitest';
import { createAgent, insertLetter, subscribe, setupTestApp } from '../../test/helper.ts';

const t = setupTestApp({
  beforeReady: (app) => {
    app.get('/api/test/boom', async () => {
      throw new Error('secret internal detail at /srv/lettra/db.ts:42');
    });
  },
});

// Every answer to bad input is a 4xx whose message a French user can read: never a 500, never
// Fastify's English text.
function expectFrenchClientError(response: { statusCode: number; json: () => { code: string; message: string } }) {
  expect(response.statusCode).toBeGreaterThanOrEqual(400);
  expect(response.statusCode).toBeLessThan(500);
  const body = response.json();
  expect(body.code).toMatch(/Error$/);
  expect(body.message).not.toMatch(/Bad Request|Unsupported|too large|not valid JSON|Route .* not found/i);
  expect(body.message.length).toBeGreaterThan(5);
}

describe('malformed requests', () => {
  const rawBodies = [
    { case: 'broken JSON', contentType: 'application/json', body: '{"name": "Léa", ', status: 400, code: 'InvalidJsonError' },
    { case: 'an empty JSON body', contentType: 'application/json', body: '', status: 400, code: 'InvalidJsonError' },
    { case: 'a text body', contentType: 'text/plain', body: 'bonjour', status: 415, code: 'UnsupportedMediaTypeError' },
    {
      case: 'a form post',
      contentType: 'application/x-www-form-urlencoded',
      body: 'name=L%C3%A9a',
      status: 415,
      code: 'UnsupportedMediaTypeError',
    },
    {
      case: 'a body over 1 MiB',
      contentType: 'application/json',
      body: JSON.stringify({ name: 'x'.repeat(1024 * 1024 + 10) }),
      status: 413,
      code: 'PayloadTooLargeError',
    },
  ];

  it.each(rawBodies)('answers $case with $status and a French message', async ({ contentType, body, status, code }) => {
    const response = await createAgent(t.app).request({
      method: 'POST',
      url: '/api/auth/signup',
      headers: { 'content-type': contentType },
      payload: body,
    });
    expect(response.statusCode).toBe(status);
    expect(response.json().code).toBe(code);
    expectFrenchClientError(response);
  });

  it('answers an unknown /api route with a French JSON 404', async () => {
    const response = await t.app.inject({ url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'RouteNotFoundError', message: 'Cette adresse n’existe pas.' });
    const wrongVerb = await createAgent(t.app).request({ method: 'PUT', url: '/api/auth/session', payload: {} });
    expect(wrongVerb.statusCode).toBe(404);
    expect(wrongVerb.json().code).toBe('RouteNotFoundError');
  });

  it('answers an unexpected failure with a generic French 500 that hides its cause', async () => {
    const response = await t.app.inject({ url: '/api/test/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ code: 'InternalError', message: 'Une erreur est survenue. Veuillez réessayer.' });
    expect(response.body).not.toContain('secret');
    expect(response.body).not.toContain('db.ts');
  });
});

describe('bodies that parse but do not fit', () => {
  // Every state-changing route against the same set of wrong shapes.
  const routes = [
    { method: 'POST', url: '/api/auth/signup' },
    { method: 'POST', url: '/api/auth/login' },
    { method: 'POST', url: '/api/auth/password-reset' },
    { method: 'POST', url: '/api/auth/password-reset/confirm' },
    { method: 'PATCH', url: '/api/letters/:id' },
    { method: 'PATCH', url: '/api/me' },
    { method: 'POST', url: '/api/me/password' },
    { method: 'PUT', url: '/api/me/preferences' },
    { method: 'DELETE', url: '/api/me' },
  ] as const;
  const payloads = [
    { case: 'null', payload: 'null' },
    { case: 'an array', payload: '[1, 2]' },
    { case: 'a string', payload: '"bonjour"' },
    { case: 'a number', payload: '42' },
    { case: 'an empty object', payload: '{}' },
    { case: 'an unknown field only', payload: '{"isPremium": true}' },
    { case: 'wrong types everywhere', payload: '{"name": 1, "email": [], "password": {}, "version": "x", "favorite": "oui", "tips": 0}' },
    { case: 'a huge string', payload: JSON.stringify({ name: 'é'.repeat(300_000), email: 'a@b.fr', password: 'x'.repeat(5000) }) },
  ];
  const cases = routes.flatMap((route) => payloads.map((payload) => ({ ...route, ...payload })));

  it.each(cases)('$method $url with $case gets a French 4xx', async ({ method, url, payload }) => {
    const agent = createAgent(t.app);
    const account = await agent.signup();
    const letter = await insertLetter(t.app, account.id);
    const response = await agent.request({
      method,
      url: url.replace(':id', letter.id),
      headers: { 'content-type': 'application/json' },
      payload,
    });
    expectFrenchClientError(response);
  });

  it('lists each offending field with its own French message', async () => {
    const agent = createAgent(t.app);
    const account = await agent.signup();
    await subscribe(t.app, account.id);
    const letter = await insertLetter(t.app, account.id);
    const response = await agent.request({
      method: 'PATCH',
      url: `/api/letters/${letter.id}`,
      payload: { version: 'un', favorite: 'oui', isPremium: true },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'ValidationError',
      message: 'Données invalides',
      fields: {
        version: 'Version de la lettre manquante : rechargez-la.',
        favorite: 'Favori doit valoir true ou false.',
        _: expect.stringContaining('isPremium'),
      },
    });
  });

  it('refuses an unknown tab in the query', async () => {
    const agent = createAgent(t.app);
    await agent.signup();
    const response = await agent.request({ url: '/api/letters?tab=archives' });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ tab: 'Onglet inconnu : all, favorites ou recent.' });
  });
});
