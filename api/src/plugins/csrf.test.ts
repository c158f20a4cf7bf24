import { describe, expect, it } from 'vitest';
import { uniqueEmail, setupTestApp } from '../../test/helper.ts';

const t = setupTestApp({ env: { ALLOWED_ORIGINS: 'http://localhost:5173, https://compte.lettra.fr' } });

const REFUSED = { code: 'CsrfError', message: 'Requête refusée : origine non autorisée.' };

// A signup is the state-changing request under test: it is accepted (202) only when the CSRF check passes.
const signup = (headers: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    headers: { host: 'api.interne:8080', ...headers },
    payload: { name: 'Csrf', email: uniqueEmail('csrf'), password: 'Une-phrase-secrète', acceptTerms: true },
  });

interface HeaderCase {
  case: string;
  headers: Record<string, string>;
}

describe('CSRF defence on state-changing requests', () => {
  const refused: HeaderCase[] = [
    { case: 'a request without X-Requested-With (a cross-site HTML form)', headers: { 'content-type': 'application/json' } },
    { case: 'a wrong X-Requested-With value', headers: { 'x-requested-with': 'XMLHttpRequest' } },
    { case: 'Sec-Fetch-Site: cross-site', headers: { 'x-requested-with': 'lettra', 'sec-fetch-site': 'cross-site' } },
    {
      case: 'a foreign Origin when the browser sends no Sec-Fetch-Site',
      headers: { 'x-requested-with': 'lettra', origin: 'https://evil.example' },
    },
    {
      case: 'an origin that only resembles an allowed one',
      headers: { 'x-requested-with': 'lettra', origin: 'http://api.interne:8080.evil.example' },
    },
    {
      case: 'cross-site even with an allowed Origin',
      headers: { 'x-requested-with': 'lettra', 'sec-fetch-site': 'cross-site', origin: 'http://api.interne:8080' },
    },
  ];

  it.each(refused)('refuses $case', async ({ headers }) => {
    const response = await signup(headers);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(REFUSED);
    expect(response.headers.vary).toContain('Sec-Fetch-Site');
  });

  const accepted: HeaderCase[] = [
    { case: 'same-origin', headers: { 'x-requested-with': 'lettra', 'sec-fetch-site': 'same-origin' } },
    { case: 'same-site (a remote on another port)', headers: { 'x-requested-with': 'lettra', 'sec-fetch-site': 'same-site' } },
    { case: 'a request typed by the user (none)', headers: { 'x-requested-with': 'lettra', 'sec-fetch-site': 'none' } },
    { case: 'its own Origin', headers: { 'x-requested-with': 'lettra', origin: 'http://api.interne:8080' } },
    { case: 'a configured Origin', headers: { 'x-requested-with': 'lettra', origin: 'https://compte.lettra.fr' } },
    { case: 'PUBLIC_URL’s origin', headers: { 'x-requested-with': 'lettra', origin: 'http://localhost:3000' } },
    { case: 'no Origin and no Sec-Fetch-Site (a non-browser client)', headers: { 'x-requested-with': 'lettra' } },
  ];

  it.each(accepted)('accepts $case', async ({ headers }) => {
    expect((await signup(headers)).statusCode).toBe(202);
  });

  it('leaves reads alone', async () => {
    const response = await t.app.inject({ url: '/api/auth/session', headers: { 'sec-fetch-site': 'cross-site' } });
    expect(response.statusCode).toBe(200);
  });

  it('exempts the billing webhook, whose signature is its authentication', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/billing/webhook', payload: {} });
    expect(response.json().code).not.toBe('CsrfError');
  });

  it('guards every verb that changes state', async () => {
    for (const method of ['PUT', 'PATCH', 'DELETE'] as const) {
      const response = await t.app.inject({ method, url: '/api/me', payload: {} });
      expect(response.json()).toEqual(REFUSED);
    }
  });
});

describe('CSRF defence on any spelling of an api path', () => {
  it.each([
    ['a percent-encoded letter', '/%61pi/auth/signup'],
    ['a percent-encoded slash in the middle', '/api/auth%2Fsignup'],
    ['an encoded segment', '/api/%61uth/%73ignup'],
    ['a query string', '/api/auth/signup?x=1'],
  ])('refuses a cross-site form posted to %s', async (_case, url) => {
    const response = await t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/json', 'sec-fetch-site': 'cross-site' },
      payload: { name: 'Csrf', email: uniqueEmail('csrf'), password: 'Une-phrase-secrète', acceptTerms: true },
    });
    expect(response.statusCode).not.toBe(202);
    expect(response.json()).toEqual(REFUSED);
  });
});
