import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeSmtpServer, type FakeSmtpServer } from '../../test/fake-smtp-server.ts';
import { createAgent, startTestApp, uniqueEmail, type TestApp } from '../../test/helper.ts';

describe('asking for a reset link', () => {
  let smtp: FakeSmtpServer;
  let t: TestApp;

  beforeAll(async () => {
    smtp = await startFakeSmtpServer({ held: true });
    t = await startTestApp({ env: { SMTP_URL: smtp.url } });
  });

  afterAll(async () => {
    smtp?.release();
    await t?.close();
    await smtp?.close();
  });

  it('answers before any mail is sent, the same for an address with an account and one without', async () => {
    const account = await createAgent(t.app).signup();
    const ask = (email: string) => createAgent(t.app).request({ method: 'POST', url: '/api/auth/password-reset', payload: { email } });

    // The mail server holds every connection: an answer that waited for it would never come.
    const [known, unknown] = await Promise.all([ask(account.email), ask(uniqueEmail('ghost'))]);
    expect([known.statusCode, unknown.statusCode]).toEqual([200, 200]);
    expect(known.body).toBe(unknown.body);
    expect(smtp.messages).toEqual([]);

    smtp.release();
    await t.app.background.settled();
    // nodemailer sends the French text quoted-printable: soft line breaks and '=' as '=3D'.
    const resets = smtp.messages.map(readable).filter((message) => message.includes('/forgot-password'));
    expect(resets).toHaveLength(1);
    expect(resets[0]).toContain(`To: ${account.email}`);
    expect(resets[0]).toMatch(/\/forgot-password\?token=[A-Za-z0-9_-]{43}/);
  });
});

describe('signing up', () => {
  let smtp: FakeSmtpServer;
  let t: TestApp;

  beforeAll(async () => {
    smtp = await startFakeSmtpServer({ held: true });
    t = await startTestApp({ env: { SMTP_URL: smtp.url } });
  });

  afterAll(async () => {
    smtp?.release();
    await t?.close();
    await smtp?.close();
  });

  it('answers before any mail is sent, the same for an address with an account and a new one; each then gets its mail', async () => {
    const account = await createAgent(t.app).signup();
    const fresh = uniqueEmail('nouvelle');
    const ask = (email: string) =>
      createAgent(t.app).request({
        method: 'POST',
        url: '/api/auth/signup',
        payload: { name: 'Quelqu’un', email, password: 'Une-phrase-secrète', acceptTerms: true },
      });

    const [taken, free] = await Promise.all([ask(account.email), ask(fresh)]);
    expect([taken.statusCode, free.statusCode]).toEqual([202, 202]);
    expect(taken.body).toBe(free.body);
    expect(taken.cookies).toEqual([]);
    expect(free.cookies).toEqual([]);
    expect(smtp.messages).toEqual([]);

    smtp.release();
    await t.app.background.settled();
    const to = (email: string) => smtp.messages.map(readable).filter((message) => message.includes(`To: ${email}`));
    expect(to(fresh)).toHaveLength(1);
    expect(to(fresh)[0]).toMatch(/\/signup#token=[A-Za-z0-9_-]{43}/);
    // The account's own activation mail went to it at sign-up; besides it, one notice and no link.
    const notices = to(account.email).filter((message) => !message.includes('Activez votre compte'));
    expect(notices).toHaveLength(1);
    expect(notices[0]).toContain('un compte Lettra l’utilise déjà');
    expect(notices[0]).not.toContain('#token=');
  });
});

/** A message as sent, quoted-printable undone (soft line breaks, '=' as '=3D', accents as =C3=A9…). */
function readable(message: string): string {
  const joined = message.replaceAll('=\r\n', '');
  return Buffer.from(joined.replace(/=([0-9A-F]{2})/g, (_escape, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1').toString('utf8');
}
