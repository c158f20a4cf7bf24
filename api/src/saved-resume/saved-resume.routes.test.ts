import { describe, expect, it } from 'vitest';
import { createAgent, rowsLeftBy, setupTestApp, startTestApp } from '../../test/helper.ts';

const t = setupTestApp();

// A recognisable CV: none of its words may reach a log line.
const RESUME = [
  'Camille Zéphyrine Brossard-Quintal',
  'Développeuse web, 4 ans d’expérience en TypeScript et React.',
  'Téléphone 06 12 34 56 78, habite 12 rue des Capucines, Lyon.',
].join('\n');
const MARKERS = ['Zéphyrine', 'Capucines', '06 12 34 56 78'];

async function signedUp() {
  const agent = createAgent(t.app);
  const account = await agent.signup();
  return { agent, account };
}

describe('the saved CV', () => {
  it.each([
    { method: 'GET', payload: undefined },
    { method: 'PUT', payload: { content: RESUME, consent: true } },
    { method: 'DELETE', payload: undefined },
  ] as const)('needs a signed-in user ($method)', async ({ method, payload }) => {
    const response = await createAgent(t.app).request({ method, url: '/api/me/resume', ...(payload ? { payload } : {}) });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ code: 'AuthRequiredError', message: 'Connexion requise' });
  });

  it('is kept only with the consent, read back with its date, replaced, then deleted', async () => {
    const { agent } = await signedUp();
    expect((await agent.request({ url: '/api/me/resume' })).json()).toEqual({ resume: null });

    const refused = await agent.request({ method: 'PUT', url: '/api/me/resume', payload: { content: RESUME } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields.consent).toBe('Cochez « Enregistrer mon CV pour mes prochaines lettres » pour que votre CV soit enregistré.');
    expect((await agent.request({ url: '/api/me/resume' })).json()).toEqual({ resume: null });

    t.clock.advance(60_000);
    const savedAt = t.clock.now().toISOString();
    const saved = await agent.request({ method: 'PUT', url: '/api/me/resume', payload: { content: `  ${RESUME}  `, consent: true } });
    expect(saved.statusCode).toBe(200);
    expect(saved.headers['cache-control']).toBe('private, no-store');
    expect(saved.json()).toEqual({ resume: { content: RESUME, savedAt } });
    expect((await agent.request({ url: '/api/me/resume' })).json()).toEqual(saved.json());

    t.clock.advance(60_000);
    const replaced = `${RESUME}\nPermis B.`;
    await agent.request({ method: 'PUT', url: '/api/me/resume', payload: { content: replaced, consent: true } });
    expect((await agent.request({ url: '/api/me/resume' })).json()).toEqual({
      resume: { content: replaced, savedAt: t.clock.now().toISOString() },
    });

    const deleted = await agent.request({ method: 'DELETE', url: '/api/me/resume' });
    expect(deleted.json()).toEqual({ ok: true });
    expect((await agent.request({ url: '/api/me/resume' })).json()).toEqual({ resume: null });
  });

  it('refuses a CV too short or too long with the generator’s messages', async () => {
    const { agent } = await signedUp();
    const short = await agent.request({ method: 'PUT', url: '/api/me/resume', payload: { content: 'Trop court', consent: true } });
    expect(short.statusCode).toBe(400);
    expect(short.json().fields.content).toMatch(/CV/);
    const long = await agent.request({ method: 'PUT', url: '/api/me/resume', payload: { content: 'x'.repeat(20_001), consent: true } });
    expect(long.json().fields.content).toBe('Le CV ne doit pas dépasser 20 000 caractères.');
  });

  it('is refused from another site (no CSRF header)', async () => {
    const { agent } = await signedUp();
    const response = await agent.request({
      method: 'PUT',
      url: '/api/me/resume',
      payload: { content: RESUME, consent: true },
      headers: { 'x-requested-with': '' },
    });
    expect(response.statusCode).toBe(403);
    expect((await agent.request({ url: '/api/me/resume' })).json()).toEqual({ resume: null });
  });

  it('is in the data export, and gone with the account', async () => {
    const { agent, account } = await signedUp();
    await agent.request({ method: 'PUT', url: '/api/me/resume', payload: { content: RESUME, consent: true } });
    const exported = (await agent.request({ url: '/api/me/export' })).json();
    expect(exported.savedResume).toEqual({ content: RESUME, savedAt: t.clock.now().toISOString() });

    const deletion = await agent.request({ method: 'DELETE', url: '/api/me', payload: { password: account.password } });
    expect(deletion.statusCode).toBe(200);
    expect((await rowsLeftBy(t.app, account)).savedResumes).toBe(0);
  });
});

describe('the saved CV in the logs', () => {
  it('never appears there, stored, read, exported or refused', async () => {
    const lines: string[] = [];
    const logged = await startTestApp({ env: { LOG_LEVEL: 'trace' }, logStream: { write: (line) => lines.push(line) } });
    try {
      const agent = createAgent(logged.app);
      await agent.signup();
      await agent.request({ method: 'PUT', url: '/api/me/resume', payload: { content: RESUME, consent: true } });
      await agent.request({ method: 'PUT', url: '/api/me/resume', payload: { content: RESUME } });
      await agent.request({ method: 'PUT', url: '/api/me/resume', payload: { content: RESUME.repeat(400), consent: true } });
      await agent.request({ url: '/api/me/resume' });
      await agent.request({ url: '/api/me/export' });
      await agent.request({ method: 'DELETE', url: '/api/me/resume' });

      // The requests were logged: the check below looks at real lines.
      expect(lines.some((line) => line.includes('/api/me/resume'))).toBe(true);
      for (const marker of MARKERS) expect(lines.filter((line) => line.includes(marker))).toEqual([]);
    } finally {
      await logged.close();
    }
  });
});
