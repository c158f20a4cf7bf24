import { describe, expect, it } from 'vitest';
import { createAgent, insertLetter, setupTestApp, uniqueEmail } from '../../test/helper.ts';

const t = setupTestApp();
const RLO = String.fromCodePoint(0x202e);

describe('names and titles with invisible control characters', () => {
  it('are refused at signup, in the profile and in a letter title, with French field messages', async () => {
    const signup = await createAgent(t.app).request({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { name: `Léa${RLO}nimdA`, email: uniqueEmail(), password: 'Une-phrase-secrète', acceptTerms: true },
    });
    expect(signup.statusCode).toBe(400);

    const agent = createAgent(t.app);
    const me = await agent.signup();
    const profile = await agent.request({ method: 'PATCH', url: '/api/me', payload: { name: 'Léa\u0000Martin' } });
    expect(profile.statusCode).toBe(400);
    expect(profile.json().fields).toEqual({ name: 'Le nom contient des caractères invisibles non autorisés.' });

    const letter = await insertLetter(t.app, me.id, { title: 'Candidature' });
    const title = await agent.request({
      method: 'PATCH',
      url: `/api/letters/${letter.id}`,
      payload: { version: letter.version, title: `Candidature${RLO}fdp.exe` },
    });
    expect(title.statusCode).toBe(400);
    expect(title.json().fields).toEqual({ title: 'Le titre contient des caractères invisibles non autorisés.' });
  });
});
