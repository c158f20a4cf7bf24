import { describe, expect, it } from 'vitest';
import { createAgent, startTestApp, uniqueEmail } from '../../test/helper.ts';

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

  it('allows 5 signups per 10 minutes from one IP', async () => {
    const t = await startTestApp({ env: { AUTH_RATE_LIMIT_MAX: '' } });
    try {
      for (let signup = 0; signup < 5; signup += 1) await createAgent(t.app).signup();
      const sixth = await createAgent(t.app).request({
        method: 'POST',
        url: '/api/auth/signup',
        payload: { name: 'Sixième', email: uniqueEmail(), password: 'Une-phrase-secrète', acceptTerms: true },
      });
      expect(sixth.statusCode).toBe(429);
      expect(sixth.json().message).toBe(TOO_MANY);
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

describe('per-account login back-off', () => {
  it('refuses even the right password for a while after 5 failures in a row, then lets it in', async () => {
    const t = await startTestApp();
    try {
      const account = await createAgent(t.app).signup();
      const attacker = createAgent(t.app);
      for (let failure = 0; failure < 5; failure += 1) {
        expect((await attacker.login(account.email, 'Pas-le-bon-2026')).statusCode).toBe(401);
      }

      const blocked = await createAgent(t.app).login(account.email, account.password);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().message).toBe(TOO_MANY);
      expect(blocked.headers['retry-after']).toBe('1');

      t.clock.advance(1001);
      expect((await createAgent(t.app).login(account.email, account.password)).statusCode).toBe(200);
      // Success resets the count: one more failure is an ordinary 401.
      expect((await attacker.login(account.email, 'Pas-le-bon-2026')).statusCode).toBe(401);
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
        const response = await agent.login(email, 'Pas-le-bon-2026');
        if (response.statusCode === 429) {
          waits.push(String(response.headers['retry-after']));
          t.clock.advance(Number(response.headers['retry-after']) * 1000);
          await agent.login(email, 'Pas-le-bon-2026');
        }
      }
      expect(waits).toEqual(['1', '2', '4']);
    } finally {
      await t.close();
    }
  });
});
