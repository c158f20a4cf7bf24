import { afterAll, beforeAll, expect, it } from 'vitest';
import { createPostgresDatabase, SERVICES, startApiProcess, type ApiProcess } from '../test/api-process.ts';
import { POSTING, RESUME } from '../test/generation-fixtures.ts';
import { createHttpUser } from '../test/http-user.ts';
import { parseSse } from '../test/sse.ts';

// The api's own log output at `info`, read from a real process while a user does everything that
// handles personal text: sign-up, a failed login, a generation, an edit, a saved CV, a refused request, a reset.
let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
let api: ApiProcess;

beforeAll(async () => {
  database = await createPostgresDatabase();
  api = await startApiProcess({ DATABASE_URL: database.url, REDIS_URL: SERVICES.redis, LOG_LEVEL: 'info', PREMIUM_DAY: 'rolling' });
});

afterAll(async () => {
  await api?.stop();
  await database?.drop();
});

it('writes JSON lines with request ids and no personal text', async () => {
  const secret = { cv: 'Marqueur-CV-4e1d', posting: 'Marqueur-Offre-9b2c', edit: 'Marqueur-Lettre-77aa', savedCv: 'Marqueur-CVgarde-31f0' };
  const user = createHttpUser('journal');
  await user.signup(api.url);
  await user.request(api.url, '/api/auth/login', { method: 'POST', body: { email: user.email, password: 'Pas-le-bon-2026' } });
  const sessionToken = (await user.login(api.url)).headers.getSetCookie()[0]?.split(';', 1)[0]?.split('=')[1] ?? '';
  expect(sessionToken).not.toBe('');

  const body = { resume: `${RESUME}\n${secret.cv}`, jobPosting: `${POSTING}\n${secret.posting}`, tone: 'formal', language: 'french' };
  const generated = await user.request(api.url, '/api/letters/generate', { method: 'POST', body });
  const done = parseSse(await generated.text()).find((event) => event.event === 'done');
  const letter = done?.data.letter as { id: string; version: number };
  const edit = await user.request(api.url, `/api/letters/${letter.id}`, { method: 'PATCH', body: { version: letter.version, content: `Madame, Monsieur,\n${secret.edit}` } });
  expect(edit.status).toBe(200);
  const keptCv = { content: `${RESUME}\n${secret.savedCv}`, consent: true };
  expect((await user.request(api.url, '/api/me/resume', { method: 'PUT', body: keptCv })).status).toBe(200);
  expect((await user.request(api.url, '/api/me/resume', { method: 'PUT', body: { content: keptCv.content } })).status).toBe(400);
  expect((await user.request(api.url, '/api/me/resume')).status).toBe(200);
  const refused = await user.request(api.url, '/api/letters/generate', { method: 'POST', body: { ...body, tone: 'inconnu' } });
  expect(refused.status).toBe(400);
  const reset = await user.request(api.url, '/api/auth/password-reset', { method: 'POST', body: { email: user.email } });
  // The response reaches us before its log line reaches the pipe: wait for the last request's completion line.
  const resetId = reset.headers.get('x-request-id');
  await api.outputMatches((output) => output.split('\n').slice(0, -1).some((line) => line.includes(`"reqId":"${resetId}"`) && line.includes('"res":')));
  // The reset link went to the outbox (no SMTP_URL): the log says where, and nothing of the link.
  await api.outputMatches((output) => output.includes('e-mail written to the outbox'));

  const lines = api.output().trim().split('\n');
  const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
  const requestLines = entries.filter((entry) => entry.req !== undefined || entry.res !== undefined);
  expect(requestLines.length).toBeGreaterThan(5);
  for (const entry of requestLines) expect(entry.reqId).toEqual(expect.any(String));
  // One line per request, written when it ends: what was asked, the answer's status and the time taken.
  for (const entry of requestLines) {
    expect(entry).toMatchObject({ req: { method: expect.any(String), url: expect.any(String) }, res: { statusCode: expect.any(Number) }, responseTime: expect.any(Number) });
  }
  const requestIds = requestLines.map((entry) => entry.reqId);
  expect(new Set(requestIds).size).toBe(requestIds.length);
  expect(entries.map((entry) => entry.reqId)).toContain(edit.headers.get('x-request-id'));

  const output = api.output();
  for (const text of [secret.cv, secret.posting, secret.edit, secret.savedCv, user.email, user.password, 'Pas-le-bon-2026', 'Alice Dupont', sessionToken]) {
    expect(output).not.toContain(text);
  }
  expect(output).not.toMatch(/token=|forgot-password/);
});
