import { describe, expect, it } from 'vitest';
import { createAgent, startTestApp, uniqueEmail, type TestApp } from '../../test/helper.ts';
import { mailsTo } from '../../test/outbox.ts';

const TOO_MANY = 'Trop de tentatives. Veuillez réessayer dans quelques minutes.';

describe('per-IP rate limits on auth routes', () => {
  it('answers the 11th login within a minute with 429, a French message and Retry-After', async () => {
    const t = await startTestApp({ env: { AUTH_RATE_LIMIT_MAX: '' } });
    try {
      const agent = createAgent(t.app);
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 10; attempt += 1) {
        // A different unknown e-mail each time, so the per-account back-off stays out of the way.
        statuses.push((await agent.login(uniqueEmail('ip'), 'Pas-le-bon-2026')).statusCode);
      }
      expect(statuses).toEqual(Array(10).fill(401));

      const limited = await agent.login(uniqueEmail('ip'), 'Pas-le-bon-2026');
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual({ code: 'TooManyAttemptsError', message: TOO_MANY });
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);

      // Another IP still gets through.
      const elsewhere = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: '203.0.113.7',
        headers: { 'x-requested-with': 'lettra' },
        payload: { email: uniqueEmail('ip'), password: 'Pas-le-bon-2026' },
      });
      expect(elsewhere.statusCode).toBe(401);
    } finally {
      await t.close();
    }
  });

  it('lets a class sign up behind one address: 30 sign-ups an hour from one network, then 429', async () => {
    const t = await startTestApp({ env: { AUTH_RATE_LIMIT_MAX: '' } });
    try {
      for (let signup = 0; signup < 30; signup += 1) expect((await createAgent(t.app).signup()).id).toMatch(/^user_/);
      const next = await createAgent(t.app).request({
        method: 'POST',
        url: '/api/auth/signup',
        payload: { name: 'Trente et unième', email: uniqueEmail(), password: 'Une-phrase-secrète', acceptTerms: true },
      });
      expect(next.statusCode).toBe(429);
      expect(next.json().message).toBe(TOO_MANY);
    } finally {
      await t.close();
    }
  });

  it('mails one address 3 times an hour, then answers the same without mailing; the owner still gets in', async () => {
    const t = await startTestApp({ env: { AUTH_RATE_LIMIT_MAX: '' } });
    try {
      const email = uniqueEmail('same');
      const attempt = (remoteAddress: string, password: string) =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/signup',
          remoteAddress,
          headers: { 'x-requested-with': 'lettra' },
          payload: { name: 'Même adresse', email: email.toUpperCase(), password, acceptTerms: true },
        });
      // A stranger uses up the address's mails, from three networks…
      const answers = [];
      for (const source of ['203.0.113.1', '203.0.113.2', '203.0.113.3']) answers.push(await attempt(source, 'Mot-de-passe-intrus'));
      // …and the owner, over the limit, gets the same answer, and no mail.
      const owner = await attempt('198.51.100.20', 'Mot-de-passe-du-proprio');
      expect([...answers, owner].map((answer) => answer.statusCode)).toEqual([202, 202, 202, 202]);
      expect(new Set([...answers, owner].map((answer) => answer.body)).size).toBe(1);
      await t.app.background.settled();
      const mails = await mailsTo(t.dataDir, email);
      expect(mails).toHaveLength(3);

      // Any of the links in the mailbox opens the owner's sign-up, with the owner's password.
      const token = mails[0]?.match(/\/signup#token=([\w-]+)/)?.[1];
      const confirmed = await createAgent(t.app).request({ method: 'POST', url: '/api/auth/signup/confirm', payload: { token, password: 'Mot-de-passe-du-proprio' } });
      expect(confirmed.statusCode).toBe(201);
      expect(confirmed.json().user.name).toBe('Même adresse');
      // Another address from the same network is not held up.
      expect((await createAgent(t.app).signup()).id).toMatch(/^user_/);
    } finally {
      await t.close();
    }
  });

  it('lets a deployment change each limit', async () => {
    const t = await startTestApp({ env: { AUTH_RATE_LIMIT_MAX: '50', RESET_RATE_LIMIT_MAX: '1' } });
    try {
      const agent = createAgent(t.app);
      const reset = () => agent.request({ method: 'POST', url: '/api/auth/password-reset', payload: { email: uniqueEmail() } });
      expect((await reset()).statusCode).toBe(200);
      expect((await reset()).statusCode).toBe(429);
    } finally {
      await t.close();
    }
  });
});

const WRONG = 'Pas-le-bon-2026';

/** A login sent from `source`, as the trusted proxy saw it. */
function loginFrom(t: TestApp, source: string, email: string, password: string) {
  return createAgent(t.app).request({ method: 'POST', url: '/api/auth/login', remoteAddress: source, payload: { email, password } });
}

describe('login back-off, per account and per source', () => {
  it('refuses even the right password from that source for a while after 5 failures in a row, then lets it in', async () => {
    const t = await startTestApp();
    try {
      const account = await createAgent(t.app).signup();
      const attacker = createAgent(t.app);
      for (let failure = 0; failure < 5; failure += 1) {
        expect((await attacker.login(account.email, WRONG)).statusCode).toBe(401);
      }

      const blocked = await createAgent(t.app).login(account.email, account.password);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().message).toBe(TOO_MANY);
      expect(blocked.headers['retry-after']).toBe('1');

      t.clock.advance(1001);
      expect((await createAgent(t.app).login(account.email, account.password)).statusCode).toBe(200);
      // Success resets the count: one more failure is an ordinary 401.
      expect((await attacker.login(account.email, WRONG)).statusCode).toBe(401);
    } finally {
      await t.close();
    }
  });

  it('doubles the wait at each further failure', async () => {
    const t = await startTestApp();
    try {
      const email = uniqueEmail('backoff');
      const agent = createAgent(t.app);
      const waits: string[] = [];
      for (let failure = 0; failure < 8; failure += 1) {
        const response = await agent.login(email, WRONG);
        if (response.statusCode === 429) {
          waits.push(String(response.headers['retry-after']));
          t.clock.advance(Number(response.headers['retry-after']) * 1000);
          await agent.login(email, WRONG);
        }
      }
      expect(waits).toEqual(['1', '2', '4']);
    } finally {
      await t.close();
    }
  });

  it('does not lock the owner out when an attacker fails a login every 15 minutes', async () => {
    const t = await startTestApp();
    try {
      const account = await createAgent(t.app).signup();
      for (let failure = 0; failure < 5; failure += 1) {
        expect((await loginFrom(t, '203.0.113.66', account.email, WRONG)).statusCode).toBe(401);
      }
      for (let quarter = 0; quarter < 12; quarter += 1) {
        t.clock.advance(15 * 60 * 1000);
        expect((await loginFrom(t, '203.0.113.66', account.email, WRONG)).statusCode).toBe(401);
        // The attacker is still held back…
        expect((await loginFrom(t, '203.0.113.66', account.email, account.password)).statusCode).toBe(429);
        // …and the owner, from home, signs in every time.
        expect((await loginFrom(t, '198.51.100.20', account.email, account.password)).statusCode).toBe(200);
      }
    } finally {
      await t.close();
    }
  });

  it('counts an IPv6 source by its /64, so fresh addresses of one network share the back-off', async () => {
    const t = await startTestApp();
    try {
      const email = uniqueEmail('ipv6');
      const statuses: number[] = [];
      for (let guess = 1; guess <= 6; guess += 1) {
        statuses.push((await loginFrom(t, `2001:db8:5:6::${guess.toString(16)}`, email, WRONG)).statusCode);
      }
      expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    } finally {
      await t.close();
    }
  });

  it('allows LOGIN_GUESSES_PER_ACCOUNT_HOUR guesses at one account per hour from all sources together', async () => {
    const t = await startTestApp({ env: { LOGIN_GUESSES_PER_ACCOUNT_HOUR: '12' } });
    t.clock.set('2026-03-15T10:45:00.000Z');
    try {
      const account = await createAgent(t.app).signup();
      const statuses: number[] = [];
      for (let source = 1; source <= 12; source += 1) {
        statuses.push((await loginFrom(t, `203.0.113.${source}`, account.email, WRONG)).statusCode);
      }
      expect(statuses).toEqual(Array(12).fill(401));

      // A source that already failed waits for the next hour…
      const over = await loginFrom(t, '203.0.113.1', account.email, WRONG);
      expect(over.statusCode).toBe(429);
      expect(over.headers['retry-after']).toBe(String(15 * 60));
      // …and so does a new source once its one guess has failed.
      expect((await loginFrom(t, '203.0.113.13', account.email, WRONG)).statusCode).toBe(401);
      expect((await loginFrom(t, '203.0.113.13', account.email, WRONG)).statusCode).toBe(429);
      // Another account is not affected.
      expect((await loginFrom(t, '203.0.113.13', uniqueEmail('other'), WRONG)).statusCode).toBe(401);

      t.clock.set('2026-03-15T11:00:00.000Z');
      expect((await loginFrom(t, '198.51.100.20', account.email, account.password)).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });

  it('does not count right passwords against the hourly allowance: the owner may sign in all day', async () => {
    const t = await startTestApp({ env: { LOGIN_GUESSES_PER_ACCOUNT_HOUR: '3' } });
    try {
      const account = await createAgent(t.app).signup();
      for (let login = 0; login < 10; login += 1) {
        expect((await loginFrom(t, `198.51.100.${login + 1}`, account.email, account.password)).statusCode).toBe(200);
      }
      for (let source = 1; source <= 3; source += 1) {
        expect((await loginFrom(t, `203.0.113.${source}`, account.email, WRONG)).statusCode).toBe(401);
      }
      expect((await loginFrom(t, '203.0.113.1', account.email, WRONG)).statusCode).toBe(429);
    } finally {
      await t.close();
    }
  });

  it('lets the right password in from a source with no failure while other sources have used up the hour', async () => {
    const t = await startTestApp({ env: { LOGIN_GUESSES_PER_ACCOUNT_HOUR: '5' } });
    t.clock.set('2026-03-15T10:05:00.000Z');
    try {
      const account = await createAgent(t.app).signup();
      for (let source = 1; source <= 5; source += 1) {
        expect((await loginFrom(t, `203.0.113.${source}`, account.email, WRONG)).statusCode).toBe(401);
      }
      // The account's hour is used up: the guessers are held back, the right password with them.
      expect((await loginFrom(t, '203.0.113.1', account.email, WRONG)).statusCode).toBe(429);
      expect((await loginFrom(t, '203.0.113.2', account.email, account.password)).statusCode).toBe(429);

      // The owner, from an address that never failed, signs in, today and again later in the hour.
      expect((await loginFrom(t, '198.51.100.20', account.email, account.password)).statusCode).toBe(200);
      t.clock.advance(10 * 60 * 1000);
      expect((await loginFrom(t, '198.51.100.20', account.email, account.password)).statusCode).toBe(200);
      expect((await loginFrom(t, '2001:db8:aa:bb::1', account.email, account.password)).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });

  it('counts guesses sent together: 29 wrong and the right one in parallel reach the check only 5 times', async () => {
    const t = await startTestApp();
    try {
      const account = await createAgent(t.app).signup();
      const guesses = [...Array<string>(29).fill(WRONG), account.password];
      const statuses = (await Promise.all(guesses.map((password) => createAgent(t.app).login(account.email, password)))).map(
        (response) => response.statusCode,
      );
      expect(statuses.filter((status) => status !== 429)).toHaveLength(5);
      expect(statuses.filter((status) => status === 429)).toHaveLength(25);
    } finally {
      await t.close();
    }
  });

  it('lets one guess through in a parallel burst once the back-off is over, not one per request', async () => {
    const t = await startTestApp();
    try {
      const account = await createAgent(t.app).signup();
      for (let failure = 0; failure < 5; failure += 1) await createAgent(t.app).login(account.email, WRONG);
      t.clock.advance(1000);

      const guesses = [...Array<string>(29).fill(WRONG), account.password];
      const statuses = (await Promise.all(guesses.map((password) => createAgent(t.app).login(account.email, password)))).map(
        (response) => response.statusCode,
      );
      expect(statuses.filter((status) => status !== 429)).toHaveLength(1);
    } finally {
      await t.close();
    }
  });
});
