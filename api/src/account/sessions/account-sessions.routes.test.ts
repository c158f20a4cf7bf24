import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createAgent, setupTestApp, type Agent } from '../../../test/helper.ts';
import { sessions } from '../../db/schema.ts';

// Settings' signed-in devices (docs/security.md): listed, ended one by one or all but this one, and
// only ever those of the account asking.
const t = setupTestApp();

const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const MINUTE = 60_000;

/** One account signed in from a Firefox on Windows, and from a Safari on an iPhone a minute later. */
async function twoDevices() {
  const laptop = createAgent(t.app);
  const account = await laptop.signup();
  const credentials = { email: account.email, password: account.password };
  // The login replaces the signup's session: the laptop has one session, from Firefox.
  await laptop.request({ method: 'POST', url: '/api/auth/login', headers: { 'user-agent': FIREFOX_WINDOWS }, payload: credentials });
  t.clock.advance(MINUTE);
  const phone = createAgent(t.app);
  await phone.request({ method: 'POST', url: '/api/auth/login', headers: { 'user-agent': SAFARI_IPHONE }, payload: credentials });
  return { account, laptop, phone };
}

const list = async (agent: Agent) => (await agent.request({ url: '/api/me/sessions' })).json().sessions;
const signedIn = async (agent: Agent) => (await agent.request({ url: '/api/auth/session' })).json().user !== null;

describe('GET /api/me/sessions', () => {
  it('lists the devices, this one first and marked, with when each signed in and was last active', async () => {
    const { laptop, phone } = await twoDevices();
    t.clock.advance(2 * MINUTE);
    // A request more than a minute after the last one is recorded as activity.
    await phone.request({ url: '/api/auth/session' });
    t.clock.advance(MINUTE / 2);

    const response = await laptop.request({ url: '/api/me/sessions' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const [first, second, ...rest] = response.json().sessions;
    expect(rest).toEqual([]);
    expect(first).toEqual({
      id: expect.stringMatching(/^[\w-]{22}$/),
      device: 'Firefox sur Windows',
      signedInAt: new Date(t.clock.now().getTime() - 3.5 * MINUTE).toISOString(),
      // This very request is activity too.
      lastActiveAt: t.clock.now().toISOString(),
      current: true,
    });
    expect(second).toEqual({
      id: expect.stringMatching(/^[\w-]{22}$/),
      device: 'Safari sur iPhone',
      signedInAt: new Date(t.clock.now().getTime() - 2.5 * MINUTE).toISOString(),
      lastActiveAt: new Date(t.clock.now().getTime() - MINUTE / 2).toISOString(),
      current: false,
    });
    expect(first.id).not.toBe(second.id);
    expect((await list(phone)).map((session: { current: boolean; device: string }) => [session.device, session.current])).toEqual([
      ['Safari sur iPhone', true],
      ['Firefox sur Windows', false],
    ]);
  });

  it('shows neither the cookie nor the stored key of a session, nor other accounts’ sessions', async () => {
    const { account, laptop } = await twoDevices();
    const stranger = createAgent(t.app);
    await stranger.signup();
    const rows = await t.app.db.select().from(sessions).where(eq(sessions.userId, account.id));

    const body = (await laptop.request({ url: '/api/me/sessions' })).body;
    for (const row of rows) expect(body).not.toContain(row.id);
    expect(body).not.toContain(laptop.sessionToken);
    expect(await list(laptop)).toHaveLength(rows.length);
    expect(await list(stranger)).toHaveLength(1);
  });

  it('leaves out sessions past their end or idle for 7 days', async () => {
    const { laptop, phone } = await twoDevices();
    t.clock.advance(7 * 24 * 60 * MINUTE - 2 * MINUTE);
    await laptop.request({ url: '/api/auth/session' });
    t.clock.advance(2 * MINUTE);
    expect((await list(laptop)).map((session: { device: string }) => session.device)).toEqual(['Firefox sur Windows']);
    expect(await signedIn(phone)).toBe(false);
  });
});

describe('DELETE /api/me/sessions/:id', () => {
  it('signs that device out, and only it', async () => {
    const { laptop, phone } = await twoDevices();
    const iphone = (await list(laptop)).find((session: { current: boolean }) => !session.current);

    const response = await laptop.request({ method: 'DELETE', url: `/api/me/sessions/${iphone.id}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    expect(await signedIn(phone)).toBe(false);
    expect(await signedIn(laptop)).toBe(true);

    const again = await laptop.request({ method: 'DELETE', url: `/api/me/sessions/${iphone.id}` });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ code: 'SessionNotFoundError', message: 'Session introuvable : elle est peut-être déjà terminée.' });
  });

  it("cannot end another account's session, even knowing its listed id", async () => {
    const victim = await twoDevices();
    const [victimSession] = await list(victim.laptop);
    const intruder = createAgent(t.app);
    await intruder.signup();

    const response = await intruder.request({ method: 'DELETE', url: `/api/me/sessions/${victimSession.id}` });
    expect(response.statusCode).toBe(404);
    expect(await signedIn(victim.laptop)).toBe(true);
  });

  it('ends the session asking when it names itself, and clears its cookie', async () => {
    const { laptop } = await twoDevices();
    const [own] = await list(laptop);
    const response = await laptop.request({ method: 'DELETE', url: `/api/me/sessions/${own.id}` });
    expect(response.statusCode).toBe(200);
    expect(laptop.sessionToken).toBeNull();
  });
});

describe('DELETE /api/me/sessions', () => {
  it('signs every other device out and keeps this one', async () => {
    const { account, laptop, phone } = await twoDevices();
    const tablet = createAgent(t.app);
    const [own] = await list(laptop);
    await tablet.login(account.email, account.password);

    const response = await laptop.request({ method: 'DELETE', url: '/api/me/sessions' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ended: 2 });
    expect(await signedIn(phone)).toBe(false);
    expect(await signedIn(tablet)).toBe(false);
    expect(await list(laptop)).toEqual([expect.objectContaining({ id: own.id, current: true })]);
  });
});
