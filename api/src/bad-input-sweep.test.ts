import { LOGIN_FAILED_MESSAGE, SIGNUP_INCOMPLETE_MESSAGE } from '@lettra/contracts';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAgent, insertLetter, setupTestApp, type Agent } from '../test/helper.ts';
import { letterVersions, letters, savedResumes, sessions, users } from './db/schema.ts';
import { errorMap } from './errors/error-map.ts';

// Bad-input sweep: every api route, sent malformed, oversized, wrong-typed and
// unauthenticated requests, answers 4xx with a French message and changes nothing.
const t = setupTestApp({ env: { GENERATION_RATE_LIMIT_MAX: '10000' } });

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

interface ApiRoute {
  method: Method;
  /** The route's pattern, as Fastify lists it. */
  pattern: string;
  /** Answers only a signed-in user. */
  signedIn: boolean;
  /** Declares a JSON body schema (wrong-typed and unknown-field bodies apply). */
  body: boolean;
}

// Every api route but the billing webhook (its Stripe signature is its input check, tested in
// billing-webhook.routes.test.ts). The first test proves this table lists all the routes the app has.
const ROUTES: ApiRoute[] = [
  { method: 'GET', pattern: '/api/health', signedIn: false, body: false },
  { method: 'GET', pattern: '/api/ready', signedIn: false, body: false },
  { method: 'GET', pattern: '/api/metrics', signedIn: false, body: false },
  { method: 'POST', pattern: '/api/auth/signup', signedIn: false, body: true },
  { method: 'POST', pattern: '/api/auth/signup/confirm', signedIn: false, body: true },
  { method: 'POST', pattern: '/api/auth/login', signedIn: false, body: true },
  { method: 'POST', pattern: '/api/auth/logout', signedIn: false, body: false },
  { method: 'GET', pattern: '/api/auth/session', signedIn: false, body: false },
  { method: 'POST', pattern: '/api/auth/password-reset', signedIn: false, body: true },
  { method: 'POST', pattern: '/api/auth/password-reset/confirm', signedIn: false, body: true },
  { method: 'GET', pattern: '/api/letters', signedIn: true, body: false },
  { method: 'GET', pattern: '/api/letters/:id', signedIn: true, body: false },
  { method: 'PATCH', pattern: '/api/letters/:id', signedIn: true, body: true },
  { method: 'DELETE', pattern: '/api/letters/:id', signedIn: true, body: false },
  { method: 'POST', pattern: '/api/letters/generate', signedIn: true, body: true },
  { method: 'GET', pattern: '/api/letters/quota', signedIn: true, body: false },
  { method: 'GET', pattern: '/api/letters/:id/export.pdf', signedIn: true, body: false },
  { method: 'GET', pattern: '/api/letters/:id/export.docx', signedIn: true, body: false },
  { method: 'GET', pattern: '/api/letters/:id/versions', signedIn: true, body: false },
  { method: 'PUT', pattern: '/api/letters/:id/chosen-version', signedIn: true, body: true },
  { method: 'POST', pattern: '/api/letters/:id/refine', signedIn: true, body: true },
  { method: 'POST', pattern: '/api/letters/:id/keyword-sentence', signedIn: true, body: true },
  { method: 'POST', pattern: '/api/letters/:id/explanations', signedIn: true, body: true },
  { method: 'POST', pattern: '/api/analysis/match', signedIn: true, body: true },
  { method: 'GET', pattern: '/api/postings/config', signedIn: false, body: false },
  { method: 'POST', pattern: '/api/postings/from-link', signedIn: true, body: true },
  { method: 'PATCH', pattern: '/api/me', signedIn: true, body: true },
  { method: 'DELETE', pattern: '/api/me', signedIn: true, body: true },
  { method: 'POST', pattern: '/api/me/password', signedIn: true, body: true },
  { method: 'GET', pattern: '/api/me/preferences', signedIn: true, body: false },
  { method: 'PUT', pattern: '/api/me/preferences', signedIn: true, body: true },
  { method: 'GET', pattern: '/api/me/export', signedIn: true, body: false },
  { method: 'GET', pattern: '/api/me/resume', signedIn: true, body: false },
  { method: 'PUT', pattern: '/api/me/resume', signedIn: true, body: true },
  { method: 'DELETE', pattern: '/api/me/resume', signedIn: true, body: false },
  { method: 'GET', pattern: '/api/me/sessions', signedIn: true, body: false },
  { method: 'DELETE', pattern: '/api/me/sessions', signedIn: true, body: false },
  { method: 'DELETE', pattern: '/api/me/sessions/:id', signedIn: true, body: false },
  { method: 'POST', pattern: '/api/me/email/confirm', signedIn: false, body: true },
  { method: 'POST', pattern: '/api/me/email/undo', signedIn: false, body: true },
  { method: 'GET', pattern: '/api/billing/config', signedIn: false, body: false },
  { method: 'POST', pattern: '/api/billing/checkout', signedIn: true, body: false },
  { method: 'GET', pattern: '/api/billing/checkout/:sessionId', signedIn: true, body: false },
  { method: 'POST', pattern: '/api/billing/cancel', signedIn: true, body: false },
  { method: 'POST', pattern: '/api/billing/resume', signedIn: true, body: false },
  { method: 'POST', pattern: '/api/billing/portal', signedIn: true, body: false },
  { method: 'GET', pattern: '/api/billing/details', signedIn: true, body: false },
  { method: 'POST', pattern: '/api/remotes/preview', signedIn: false, body: true },
];
const EXCLUDED = new Set(['POST /api/billing/webhook']);

/** `METHOD /api/…` for every route the app answers (HEAD aside), read from Fastify's route tree. */
function listedApiRoutes(app: FastifyInstance): Set<string> {
  const found = new Set<string>();
  const stack: string[] = [];
  // Lines read `│   ├── segment (GET, HEAD)`: four characters per level, segments joined make the path.
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│ ]*)[├└]── (.+?)(?: \(([^)]*)\))?$/.exec(line);
    if (!match) continue;
    stack.length = (match[1] ?? '').length / 4;
    stack.push(match[2] ?? '');
    // `/api/me` and `/api/me/` are one route registered twice by the prefix.
    const path = stack.join('').replace(/(.)\/$/, '$1');
    if (!path.startsWith('/api/')) continue;
    for (const method of match[3]?.split(', ') ?? []) if (method !== 'HEAD') found.add(`${method} ${path}`);
  }
  return found;
}

const isMutation = (route: ApiRoute) => route.method !== 'GET';
const hasParams = (route: ApiRoute) => route.pattern.includes('/:');

// A value that passes no path parameter's schema and matches nothing stored.
const GARBAGE_IDS = [
  "' OR 1=1 --",
  '..%2F..%2Fetc%2Fpasswd',
  '%00',
  '%E0%A4%A', // not valid percent-encoding
  'x'.repeat(300), // longer than the router's parameter limit
  '%F0%9F%92%A5',
  'null',
];

const WRONG_TYPED_BODIES: Array<{ label: string; payload: unknown }> = [
  { label: 'an array where an object is expected', payload: [{ email: 'alice@exemple.fr' }] },
  { label: 'a string where an object is expected', payload: 'bonjour' },
  { label: 'a number where an object is expected', payload: 42 },
  { label: 'null', payload: null },
  {
    label: 'numbers and arrays where strings are expected',
    payload: {
      name: 42, email: ['alice@exemple.fr'], password: 12345678, acceptTerms: 'oui', token: 7,
      currentPassword: 1, newPassword: [], title: 3, content: { text: 'x' }, favorite: 'oui', version: 'un',
      cv: 1, posting: [], jobPosting: 2, language: 5, tone: true, marketing: 'oui',
      company: 1, position: [], candidateName: 2, droppedRequirements: 'Anglais courant', chosenFacts: { requirement: 'SQL' },
    },
  },
  { label: 'an empty object', payload: {} },
];

const UNKNOWN_FIELD_BODIES: Array<{ label: string; payload: string }> = [
  { label: 'fields no contract has', payload: JSON.stringify({ isSubscribed: true, role: 'admin', userId: 'user_autre' }) },
  { label: 'a __proto__ key', payload: '{"__proto__":{"isSubscribed":true},"email":"alice@exemple.fr"}' },
  { label: 'a constructor.prototype key', payload: '{"constructor":{"prototype":{"isSubscribed":true}}}' },
];

const OVERSIZED = JSON.stringify({ content: 'a'.repeat(2 * 1024 * 1024) });

const FRENCH_MESSAGES = new Set<string>([
  ...Object.values(errorMap).map((entry) => entry.message),
  SIGNUP_INCOMPLETE_MESSAGE,
  LOGIN_FAILED_MESSAGE,
]);

interface Case {
  name: string;
  /** Sent with the signed-in user's cookie. */
  asUser: boolean;
  request: InjectOptions;
  /** When the answer must be exactly this status. */
  status?: number;
}

let user: Agent;
let letterId: string;

function urlOf(route: ApiRoute, id?: string): string {
  return route.pattern.replace(':sessionId', id ?? 'cs_test_inconnue').replace(':id', id ?? letterId);
}

const CSRF = { 'x-requested-with': 'lettra' };
const JSON_TYPE = { 'content-type': 'application/json' };

function casesFor(route: ApiRoute): Case[] {
  const name = (what: string) => `${route.method} ${route.pattern}: ${what}`;
  // Built lazily: the letter id exists only once the app is up.
  const url = () => urlOf(route);
  const cases: Case[] = [];
  const send = (what: string, asUser: boolean, options: Omit<InjectOptions, 'url' | 'method'>, status?: number): void => {
    cases.push({
      name: name(what),
      asUser,
      get request() {
        return { method: route.method, url: url(), ...options };
      },
      ...(status ? { status } : {}),
    });
  };

  if (route.signedIn) {
    send('no session', false, { headers: CSRF, ...(isMutation(route) ? { payload: {} } : {}) }, 401);
    send('a forged session cookie', false, { headers: { ...CSRF, cookie: `lettra_sid=${'A'.repeat(43)}` } }, 401);
  }
  if (isMutation(route)) {
    const asUser = route.signedIn;
    send('no CSRF header', asUser, { payload: {} }, 403);
    send('broken JSON', asUser, { headers: { ...CSRF, ...JSON_TYPE }, payload: '{"email": "alice@exemple.fr",' }, 400);
    send('an empty JSON body', asUser, { headers: { ...CSRF, ...JSON_TYPE }, payload: '' });
    send('a 2 MiB body', asUser, { headers: { ...CSRF, ...JSON_TYPE }, payload: OVERSIZED }, 413);
    send('a text/plain body', asUser, { headers: { ...CSRF, 'content-type': 'text/plain' }, payload: 'bonjour' }, 415);
    if (route.body) {
      for (const { label, payload } of WRONG_TYPED_BODIES) {
        send(label, asUser, { headers: { ...CSRF, ...JSON_TYPE }, payload: JSON.stringify(payload) }, 400);
      }
      for (const { label, payload } of UNKNOWN_FIELD_BODIES) {
        send(label, asUser, { headers: { ...CSRF, ...JSON_TYPE }, payload }, 400);
      }
    }
  }
  if (hasParams(route)) {
    for (const id of GARBAGE_IDS) {
      cases.push({
        name: name(`the id ${id.length > 40 ? `${id.slice(0, 10)}… (${id.length} characters)` : id}`),
        asUser: true,
        request: { method: route.method, url: urlOf(route, id), headers: CSRF },
      });
    }
  }
  return cases;
}

const QUERY_CASES: Case[] = [
  { name: 'GET /api/letters: an unknown tab', asUser: true, request: { url: '/api/letters?tab=corbeille' }, status: 400 },
  { name: 'GET /api/letters: two tabs', asUser: true, request: { url: '/api/letters?tab=all&tab=recent' }, status: 400 },
  { name: 'GET /api/letters: a 5,000-character search', asUser: true, request: { url: `/api/letters?q=${'a'.repeat(5000)}` }, status: 400 },
  // PostgreSQL text cannot hold U+0000: it must be refused as input, not fail in the database.
  { name: 'GET /api/letters: a NUL character in the search', asUser: true, request: { url: '/api/letters?q=a%00b' } },
  {
    name: 'PATCH /api/letters/:id: a NUL character in the text',
    asUser: true,
    get request() {
      return { method: 'PATCH', url: `/api/letters/${letterId}`, headers: CSRF, payload: { content: 'Madame,\u0000 Monsieur', version: 1 } };
    },
  },
  {
    name: 'PATCH /api/letters/:id: a NUL character in the application note',
    asUser: true,
    get request() {
      return { method: 'PATCH', url: `/api/letters/${letterId}`, headers: CSRF, payload: { applicationNote: 'Relancer\u0000', version: 1 } };
    },
  },
  {
    name: 'PATCH /api/letters/:id: a posting link that is not a web address',
    asUser: true,
    get request() {
      return { method: 'PATCH', url: `/api/letters/${letterId}`, headers: CSRF, payload: { postingUrl: 'javascript:alert(1)', version: 1 } };
    },
    status: 400,
  },
  {
    name: 'PUT /api/me/resume: a NUL character in the CV',
    asUser: true,
    request: {
      method: 'PUT',
      url: '/api/me/resume',
      headers: CSRF,
      payload: { content: `Développeuse web depuis quatre ans, TypeScript et React.\u0000`, consent: true },
    },
  },
  {
    name: 'PUT /api/me/resume: a CV without the consent',
    asUser: true,
    request: {
      method: 'PUT',
      url: '/api/me/resume',
      headers: CSRF,
      payload: { content: 'Développeuse web depuis quatre ans, TypeScript et React.', consent: false },
    },
    status: 400,
  },
  {
    name: 'POST /api/letters/:id/refine: a paragraph rewrite that names no paragraph',
    asUser: true,
    get request() {
      return { method: 'POST', url: `/api/letters/${letterId}/refine`, headers: CSRF, payload: { resume: 'x'.repeat(80), jobPosting: 'Poste', kind: 'paragraph', from: 0 } };
    },
    status: 400,
  },
  {
    name: 'POST /api/letters/:id/refine: an unknown refinement',
    asUser: true,
    get request() {
      return { method: 'POST', url: `/api/letters/${letterId}/refine`, headers: CSRF, payload: { resume: 'x'.repeat(80), jobPosting: 'Poste', kind: 'funnier', from: 0 } };
    },
    status: 400,
  },
  {
    name: 'POST /api/analysis/match: a corrected company with an invisible control',
    asUser: true,
    request: { method: 'POST', url: '/api/analysis/match', headers: CSRF, payload: { resume: 'x'.repeat(80), jobPosting: 'Poste', company: 'Brasserie\u202e' } },
    status: 400,
  },
  {
    name: 'POST /api/analysis/match: unticked requirements that are not a list',
    asUser: true,
    request: { method: 'POST', url: '/api/analysis/match', headers: CSRF, payload: { resume: 'x'.repeat(80), jobPosting: 'Poste', droppedRequirements: 'Anglais courant' } },
    status: 400,
  },
  {
    name: 'POST /api/auth/signup: a NUL character in the name',
    asUser: false,
    request: {
      method: 'POST',
      url: '/api/auth/signup',
      headers: CSRF,
      payload: { name: 'Alice\u0000', email: 'nul@exemple.fr', password: 'Lettre-de-test-2026', acceptTerms: true },
    },
  },
];

const CASES = [...ROUTES.flatMap(casesFor), ...QUERY_CASES];

/** Every row of the tables a bad request could touch, in a stable order. */
async function databaseState(): Promise<unknown> {
  const byId = <T extends { id: string }>(rows: T[]) => rows.sort((a, b) => a.id.localeCompare(b.id));
  return {
    users: byId(await t.app.db.select().from(users)),
    letters: byId(await t.app.db.select().from(letters)),
    letterVersions: await t.app.db.select().from(letterVersions),
    sessions: byId(await t.app.db.select().from(sessions)),
    savedResumes: await t.app.db.select().from(savedResumes),
  };
}

beforeAll(async () => {
  user = createAgent(t.app);
  const { id } = await user.signup();
  letterId = (await insertLetter(t.app, id)).id;
});

describe('the bad-input sweep', () => {
  it('covers every api route the app has', () => {
    const swept = new Set(ROUTES.map((route) => `${route.method} ${route.pattern}`));
    expect([...listedApiRoutes(t.app)].filter((route) => !EXCLUDED.has(route)).sort()).toEqual([...swept].sort());
  });

  it.each(CASES)('$name: answers 4xx in French and changes nothing', async ({ asUser, request, status }) => {
    const before = await databaseState();
    // Straight to inject, not through the agent: the agent would add the CSRF header these cases leave out.
    const cookie = asUser ? { cookie: `lettra_sid=${user.sessionToken}` } : {};
    const response = await t.app.inject({ ...request, headers: { ...request.headers, ...cookie } });

    if (status) expect(response.statusCode).toBe(status);
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const body = response.json();
    expect(body.code).toMatch(/^[A-Z][A-Za-z]+Error$/);
    expect(FRENCH_MESSAGES).toContain(body.message);
    expect(await databaseState()).toEqual(before);
  });
});
