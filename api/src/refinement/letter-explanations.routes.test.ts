import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { POSTING, RESUME } from '../../test/generation-fixtures.ts';
import { createAgent, insertLetter, setupTestApp, subscribe, type Agent } from '../../test/helper.ts';
import { letters } from '../db/schema.ts';
import { errorMap } from '../errors/error-map.ts';

const t = setupTestApp();
const TEXTS = { resume: RESUME, jobPosting: POSTING };

const LETTER = [
  'Madame, Monsieur,',
  '',
  "Chez Studio Nord, j'ai réduit de 40 % le temps de chargement de l'application principale. J'utilise aussi Kubernetes au quotidien depuis plusieurs années.",
  '',
  'Je serais ravie de vous rencontrer pour en parler de vive voix.',
  '',
  'Camille Martin',
].join('\n');

async function user(premium: boolean): Promise<{ agent: Agent; id: string }> {
  const agent = createAgent(t.app);
  const { id } = await agent.signup();
  if (premium) await subscribe(t.app, id);
  return { agent, id };
}

const explain = (agent: Agent, letterId: string, body: Record<string, unknown> = {}) =>
  agent.request({ method: 'POST', url: `/api/letters/${letterId}/explanations`, payload: { ...TEXTS, from: 0, ...body } });

describe('POST /api/letters/:id/explanations', () => {
  it("answers a Premium owner with each sentence's CV line, posting line and the fact check's reason, and saves nothing", async () => {
    const me = await user(true);
    const { id } = await insertLetter(t.app, me.id, { content: LETTER, company: 'Atelier Numérique', position: 'Développeur Full Stack' });
    const response = await explain(me.agent, id);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.json()).toEqual({
      sentences: [
        {
          sentence: "Chez Studio Nord, j'ai réduit de 40 % le temps de chargement de l'application principale.",
          cvLine: "Réduction de 40 % du temps de chargement de l'application principale",
          postingLine: null,
          flagged: null,
        },
        {
          sentence: "J'utilise aussi Kubernetes au quotidien depuis plusieurs années.",
          cvLine: null,
          postingLine: 'Docker et Kubernetes appréciés',
          flagged: 'Absent de votre CV : Kubernetes.',
        },
      ],
    });
    const [row] = await t.app.db.select().from(letters).where(eq(letters.id, id));
    expect(row?.content).toBe(LETTER);
  });

  it('refuses a free user with the premium message, before any engine job', async () => {
    const me = await user(false);
    const { id } = await insertLetter(t.app, me.id, { content: LETTER });
    const jobs = vi.spyOn(t.app.engine, 'run');
    try {
      const response = await explain(me.agent, id);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'PremiumRequiredError', message: errorMap.PremiumRequiredError.message });
      expect(jobs).not.toHaveBeenCalled();
    } finally {
      jobs.mockRestore();
    }
  });

  it("answers 404 'Lettre introuvable' for another user's letter and for ids that name no letter, never 500", async () => {
    const owner = await user(true);
    const stranger = await user(true);
    const { id } = await insertLetter(t.app, owner.id, { content: LETTER });
    for (const letterId of [id, 'let_unknown', encodeURIComponent("let_'; drop table letters;--")]) {
      const response = await explain(stranger.agent, letterId);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 'LetterNotFoundError', message: 'Lettre introuvable' });
    }
    // Longer than any id the router reads: the address itself does not exist.
    const long = await explain(stranger.agent, 'x'.repeat(300));
    expect(long.statusCode).toBe(404);
    expect(long.json()).toEqual({ code: 'RouteNotFoundError', message: errorMap.RouteNotFoundError.message });
  });

  it('answers 404 for a version the letter does not have, and 400 without the CV', async () => {
    const me = await user(true);
    const { id } = await insertLetter(t.app, me.id, { content: LETTER });
    const missing = await explain(me.agent, id, { from: 3 });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ code: 'VersionNotFoundError', message: errorMap.VersionNotFoundError.message });
    expect((await explain(me.agent, id, { resume: '' })).statusCode).toBe(400);
  });

  it('refuses a visitor who is not signed in', async () => {
    const response = await explain(createAgent(t.app), 'let_unknown');
    expect(response.statusCode).toBe(401);
  });
});
