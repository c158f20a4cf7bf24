import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAgent, startTestApp, type TestApp } from '../../test/helper.ts';
import { htmlPage, redirectTo, startPageServer, type PageServer } from '../../test/posting-page-server.ts';
import { errorMap } from '../errors/error-map.ts';

const page = (name: string) => readFileSync(new URL(`../../test/posting-pages/${name}`, import.meta.url), 'utf8');
const TWO_MB = 2 * 1024 * 1024;

let t: TestApp;
let board: PageServer;
// Loopback too, but not named in POSTING_LINK_ALLOW: an internal service a link must not reach.
let internal: PageServer;

beforeAll(async () => {
  internal = await startPageServer({ '/admin': htmlPage(page('job-board-main-text.html')) });
  board = await startPageServer({
    '/offres/developpeur': htmlPage(page('job-board-json-ld.html')),
    '/offres/infirmier': htmlPage(page('job-board-main-text.html')),
    '/offres/reservee': htmlPage(page('login-wall.html')),
    '/offres/expiree': htmlPage(page('no-posting.html')),
    '/offres/privee': (_request, response) => {
      response.writeHead(403, { 'content-type': 'text/html' }).end('<p>Accès refusé</p>');
    },
    '/offres/vers-interne': (request, response) => redirectTo(`${internal.origin}/admin`)(request, response),
    '/offres/lente': (_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html' });
      response.write('<html><body><h1>Offre</h1>');
    },
    '/offres/enorme': htmlPage(`<html><body><p>${'a'.repeat(TWO_MB)}</p></body></html>`),
    '/offres/fiche.pdf': htmlPage('%PDF-1.7', { 'content-type': 'application/pdf' }),
  });
  t = await startTestApp({ env: { POSTING_LINK_ALLOW: board.origin } });
});

afterAll(async () => {
  await t.close();
  await board.close();
  await internal.close();
});

/** Asks for a link, or for a page of the job board by its path. */
async function importing(path: string, agent?: ReturnType<typeof createAgent>) {
  const user = agent ?? createAgent(t.app);
  if (!agent) await user.signup();
  return user.request({ method: 'POST', url: '/api/postings/from-link', payload: { url: path.startsWith('/') ? `${board.origin}${path}` : path } });
}

const refusal = (code: keyof typeof errorMap) => ({ code, message: errorMap[code].message });

describe('POST /api/postings/from-link', () => {
  it('reads a job board page through its JobPosting: the text for the field, and the fields read', async () => {
    const response = await importing('/offres/developpeur');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const body = response.json();
    expect(body.fields).toEqual({
      company: 'Atelier Numérique',
      position: 'Développeur·se Full Stack (H/F)',
      place: 'Lyon, Auvergne-Rhône-Alpes',
      contract: 'Temps plein',
    });
    expect(body.text).toMatch(/^Développeur·se Full Stack \(H\/F\)\nEntreprise : Atelier Numérique\n/);
    expect(body.text).toContain('- Concevoir l’API en Node.js');
  });

  it('reads a page without JobPosting by its main text, and leaves the fields to the step-2 reading', async () => {
    const response = await importing('/offres/infirmier');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.fields).toEqual({ company: null, position: null, place: null, contract: null });
    expect(body.text).toMatch(/^Infirmier de bloc opératoire \(H\/F\)\n/);
    expect(body.text).not.toContain('Mentions légales');
  });

  it('says a page asks to sign in: a sign-in form, or a 403', async () => {
    for (const path of ['/offres/reservee', '/offres/privee']) {
      const response = await importing(path);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual(refusal('PostingBehindLoginError'));
    }
  });

  it('says a page holds no posting, and that a missing page cannot be reached', async () => {
    const none = await importing('/offres/expiree');
    expect(none.statusCode).toBe(422);
    expect(none.json()).toEqual(refusal('NotAJobPostingError'));
    const missing = await importing('/offres/inconnue');
    expect(missing.json()).toEqual(refusal('PostingPageUnreachableError'));
  });

  it('refuses a redirect to a loopback origin that is not allowed, which never sees a request', async () => {
    const response = await importing('/offres/vers-interne');
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual(refusal('PostingLinkRefusedError'));
    expect(internal.received).toHaveLength(0);
  });

  it('refuses loopback, private addresses and a name resolving to them without POSTING_LINK_ALLOW', async () => {
    const agent = createAgent(t.app);
    await agent.signup();
    for (const link of [`${internal.origin}/admin`, 'http://localhost/', 'http://192.168.1.1/', 'http://[::1]/', 'file:///etc/passwd']) {
      const response = await importing(link, agent);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual(refusal('PostingLinkRefusedError'));
    }
    expect(internal.received).toHaveLength(0);
  });

  it('gives up on a page still arriving after 5 s', async () => {
    const agent = createAgent(t.app);
    await agent.signup();
    const answer = importing('/offres/lente', agent);
    await board.requested('/offres/lente');
    t.clock.advance(5000);
    const response = await answer;
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual(refusal('PostingPageTooSlowError'));
  });

  it('refuses a page over 2 MB and an answer that is not HTML', async () => {
    const large = await importing('/offres/enorme');
    expect(large.json()).toEqual(refusal('PostingPageTooLargeError'));
    const pdf = await importing('/offres/fiche.pdf');
    expect(pdf.json()).toEqual(refusal('PostingPageNotHtmlError'));
  });

  it('asks for a session', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/postings/from-link',
      headers: { 'x-requested-with': 'lettra' },
      payload: { url: `${board.origin}/offres/developpeur` },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ code: 'AuthRequiredError', message: 'Connexion requise' });
  });

  it('refuses what is not a link, in French, field by field', async () => {
    const agent = createAgent(t.app);
    await agent.signup();
    const response = await agent.request({ method: 'POST', url: '/api/postings/from-link', payload: { url: 'offre de boulanger' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'ValidationError',
      message: 'Données invalides',
      fields: { url: 'Ce lien n’est pas une adresse web valide (https://…).' },
    });
  });
});

describe('GET /api/postings/config', () => {
  it('tells the browser the import is on', async () => {
    const response = await t.app.inject({ url: '/api/postings/config' });
    expect(response.json()).toEqual({ linkImport: true });
  });
});

describe('POSTING_LINK_IMPORT=off', () => {
  let off: TestApp;
  beforeAll(async () => {
    off = await startTestApp({ env: { POSTING_LINK_IMPORT: 'off', POSTING_LINK_ALLOW: board.origin, POSTING_LINK_RATE_LIMIT_MAX: '2' } });
  });
  afterAll(() => off.close());

  it('says so to the browser and to a request, fetching nothing', async () => {
    expect((await off.app.inject({ url: '/api/postings/config' })).json()).toEqual({ linkImport: false });
    const before = board.received.length;
    const agent = createAgent(off.app);
    await agent.signup();
    const response = await agent.request({ method: 'POST', url: '/api/postings/from-link', payload: { url: `${board.origin}/offres/developpeur` } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(refusal('PostingLinkDisabledError'));
    expect(board.received).toHaveLength(before);
  });

  it('counts requests per user', async () => {
    const [first, second] = [createAgent(off.app), createAgent(off.app)];
    await first.signup();
    await second.signup();
    const ask = (agent: typeof first) =>
      agent.request({ method: 'POST', url: '/api/postings/from-link', payload: { url: `${board.origin}/offres/developpeur` } });
    expect([(await ask(first)).statusCode, (await ask(first)).statusCode, (await ask(first)).statusCode]).toEqual([404, 404, 429]);
    expect((await ask(second)).statusCode).toBe(404);
  });
});
