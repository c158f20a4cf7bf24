import { describe, expect, it } from 'vitest';
import { createAgent, startTestApp, type Agent, type TestApp } from '../../test/helper.ts';

const WRONG = 'Pas-le-bon-2026';

/** The two settings routes that check the current password, as a request with `password`, from `source`. */
const CHECKS = {
  'POST /api/me/password': (agent: Agent, password: string, source = '127.0.0.1') =>
    agent.request({
      method: 'POST',
      url: '/api/me/password',
      remoteAddress: source,
      payload: { currentPassword: password, newPassword: 'Nouvelle-phrase-2026' },
    }),
  'DELETE /api/me': (agent: Agent, password: string, source = '127.0.0.1') =>
    agent.request({ method: 'DELETE', url: '/api/me', remoteAddress: source, payload: { password } }),
};

async function signedIn(t: TestApp) {
  const agent = createAgent(t.app);
  const account = await agent.signup();
  return { agent, account };
}

describe.each(Object.entries(CHECKS))('password checks of %s', (_route, check) => {
  it('answer the 11th check from one address within a minute with 429, as login does', async () => {
    // The per-account back-off is pushed away, to see the per-address limit alone.
    const t = await startTestApp({ env: { AUTH_RATE_LIMIT_MAX: '', SIGNUP_RATE_LIMIT_MAX: '100', LOGIN_BACKOFF_AFTER: '100' } });
    try {
      const { agent } = await signedIn(t);
      const statuses: number[] = [];
      for (let guess = 0; guess < 11; guess += 1) statuses.push((await check(agent, WRONG)).statusCode);
      expect(statuses).toEqual([...Array(10).fill(400), 429]);
    } finally {
      await t.close();
    }
  });

  it('back off per account and per source: 5 wrong guesses hold back that source, not the owner elsewhere', async () => {
    const t = await startTestApp();
    try {
      const { agent, account } = await signedIn(t);
      for (let guess = 0; guess < 5; guess += 1) expect((await check(agent, WRONG, '203.0.113.66')).statusCode).toBe(400);
      const held = await check(agent, account.password, '203.0.113.66');
      expect(held.statusCode).toBe(429);
      expect(held.headers['retry-after']).toBe('1');

      expect((await check(agent, account.password, '198.51.100.20')).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });

  it('count guesses sent together: of 20 wrong and the right one in parallel, 5 reach the check', async () => {
    const t = await startTestApp();
    try {
      const { agent, account } = await signedIn(t);
      const guesses = [...Array<string>(20).fill(WRONG), account.password];
      const statuses = (await Promise.all(guesses.map((password) => check(agent, password)))).map((response) => response.statusCode);
      expect(statuses.filter((status) => status !== 429)).toHaveLength(5);
    } finally {
      await t.close();
    }
  });
});
