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
    expect(smtp.messages).toHaveLength(1);
    expect(smtp.messages[0]).toContain(`To: ${account.email}`);
    // nodemailer sends the French text quoted-printable: soft line breaks and '=' as '=3D'.
    const text = (smtp.messages[0] ?? '').replaceAll('=\r\n', '').replaceAll('=3D', '=');
    expect(text).toMatch(/\/forgot-password\?token=[A-Za-z0-9_-]{43}/);
  });
});
