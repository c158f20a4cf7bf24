import { describe, expect, it } from 'vitest';
import { POSTING, RESUME } from '../../test/generation-fixtures.ts';
import { createAgent, setupTestApp, type Agent } from '../../test/helper.ts';

const t = setupTestApp({ env: { ANALYSIS_RATE_LIMIT_MAX: '3' } });

const analyse = (agent: Agent) =>
  agent.request({ method: 'POST', url: '/api/analysis/match', payload: { resume: RESUME, jobPosting: POSTING, letter: 'Madame, Monsieur,' } });

describe('analysis limits', () => {
  it('refuses a user’s 4th analysis within 10 minutes, and only theirs', async () => {
    const me = createAgent(t.app);
    await me.signup();
    for (let index = 0; index < 3; index += 1) expect((await analyse(me)).statusCode).toBe(200);

    const refused = await analyse(me);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ code: 'TooManyAttemptsError', message: 'Trop de tentatives. Veuillez réessayer dans quelques minutes.' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);

    // A colleague behind the same address has an allowance of their own.
    const colleague = createAgent(t.app);
    await colleague.signup();
    expect((await analyse(colleague)).statusCode).toBe(200);
  });
});
