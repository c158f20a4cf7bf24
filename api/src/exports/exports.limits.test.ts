import { describe, expect, it } from 'vitest';
import { createAgent, insertLetter, subscribe, setupTestApp } from '../../test/helper.ts';

const t = setupTestApp({ env: { EXPORT_RATE_LIMIT_MAX: '3' } });

async function premiumAgent() {
  const agent = createAgent(t.app);
  const { id } = await agent.signup();
  await subscribe(t.app, id);
  return { agent, letter: await insertLetter(t.app, id) };
}

describe('download limits', () => {
  it("refuses a user's 4th download within 10 minutes, PDF and Word counted together, and only theirs", async () => {
    const me = await premiumAgent();
    for (const path of ['export.pdf', 'export.docx', 'export.pdf?layout=sobre']) {
      expect((await me.agent.request({ url: `/api/letters/${me.letter.id}/${path}` })).statusCode).toBe(200);
    }

    const refused = await me.agent.request({ url: `/api/letters/${me.letter.id}/export.docx` });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ code: 'TooManyAttemptsError', message: 'Trop de tentatives. Veuillez réessayer dans quelques minutes.' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);

    // A colleague behind the same address has an allowance of their own.
    const colleague = await premiumAgent();
    expect((await colleague.agent.request({ url: `/api/letters/${colleague.letter.id}/export.pdf` })).statusCode).toBe(200);
  });

  it('asks for a session before counting', async () => {
    const response = await t.app.inject({ url: '/api/letters/let_x/export.pdf' });
    expect(response.statusCode).toBe(401);
  });
});
