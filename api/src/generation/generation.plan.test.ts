import { describe, expect, it } from 'vitest';
import { generate, premiumUser, setupGenerationApp } from '../../test/generation-app.ts';
import { POSTING, RESUME } from '../../test/generation-fixtures.ts';

// The model writes from the plan the engine reads once per generation (docs/offline-writer.md): each must-have with
// the CV lines that answer it, fenced as data like the CV.
const t = setupGenerationApp();

const PAIR = '- « Maîtrise de TypeScript, React et Node.js » ← « Applications web en TypeScript, React et Node.js, tests automatisés » (Studio Nord, 2022–2026)';
const userPrompts = () => t.fake.requests.map(({ body }) => body.messages.find((message) => message.role === 'user')?.content ?? '');

describe('the plan in the model’s prompt', () => {
  it('is sent with every version of a generation', async () => {
    const me = await premiumUser(t);
    await generate(me.agent);
    expect(userPrompts()).toHaveLength(3);
    for (const prompt of userPrompts()) {
      expect(prompt).toContain('<plan_lettre>');
      expect(prompt).toContain(PAIR);
      expect(prompt).toContain("Expérience selon le CV : le CV n'indique aucune durée.");
    }
  });

  it('is sent with a refinement', async () => {
    const me = await premiumUser(t);
    const generated = (await generate(me.agent)).events.at(-1)?.data as { letter: { id: string } };
    t.fake.reset();
    await me.agent.request({ method: 'POST', url: `/api/letters/${generated.letter.id}/refine`, payload: { resume: RESUME, jobPosting: POSTING, kind: 'longer', from: 0 } });
    expect(userPrompts()[0]).toContain(PAIR);
  });
});
