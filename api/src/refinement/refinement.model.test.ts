import { describe, expect, it } from 'vitest';
import { generate, premiumUser, setupGenerationApp } from '../../test/generation-app.ts';
import { POSTING, RESUME } from '../../test/generation-fixtures.ts';
import { parseSse } from '../../test/sse.ts';

// With a model: each refinement is a prompt that fences the version it starts from and asks one change.
const t = setupGenerationApp();

async function refine(body: Record<string, unknown>) {
  const me = await premiumUser(t);
  const generated = (await generate(me.agent)).events.at(-1)?.data as { letter: { id: string }; versions: string[] };
  t.fake.reset();
  const response = await me.agent.request({
    method: 'POST',
    url: `/api/letters/${generated.letter.id}/refine`,
    payload: { resume: RESUME, jobPosting: POSTING, ...body },
  });
  const done = parseSse(response.body).find((event) => event.event === 'done')?.data;
  const prompt = t.fake.requests[0]?.body.messages.find((message) => message.role === 'user')?.content ?? '';
  return { generated, done, prompt };
}

describe('refining with the model', () => {
  it.each([
    ['shorter', 'Retravail demandé : une version plus courte'],
    ['longer', 'Retravail demandé : une version plus longue'],
    ['personal', 'Retravail demandé : une version plus personnelle'],
  ])('asks for %s, the version it starts from fenced as data', async (kind, instruction) => {
    const { generated, done, prompt } = await refine({ kind, from: 1 });
    expect(prompt).toContain(instruction);
    expect(prompt).toContain(`<lettre_actuelle>\n${generated.versions[1]}\n</lettre_actuelle>`);
    expect(done.versions).toHaveLength(4);
  });

  it("checks 'Plus court' against its own length: a letter over 300 words is sent back once to be shortened", async () => {
    const { done } = await refine({ kind: 'shorter', from: 0 });
    expect(t.fake.requests).toHaveLength(2);
    const repair = t.fake.requests[1]?.body.messages.at(-1)?.content ?? '';
    expect(repair).toMatch(/raccourcis-la à 300 mots au plus/);
    expect(done.versions).toHaveLength(4);
  });

  it("keeps 'Plus long' within 300–400 words: the model's letter passes as it is", async () => {
    await refine({ kind: 'longer', from: 0 });
    expect(t.fake.requests).toHaveLength(1);
  });

  it("quotes the paragraph to rewrite, and 'Régénérer' asks for a new letter without the old one", async () => {
    const paragraph = await refine({ kind: 'paragraph', from: 0, paragraph: 5 });
    const lines = (paragraph.generated.versions[0] ?? '').split('\n').filter((line) => line.trim() !== '');
    expect(paragraph.prompt).toContain(`<paragraphe_a_reecrire>\n${lines[5]}\n</paragraphe_a_reecrire>`);

    const regenerated = await refine({ kind: 'regenerate', from: 0 });
    expect(regenerated.prompt).not.toContain('lettre_actuelle');
    expect(regenerated.prompt).toContain('Rédige une lettre de motivation en français');
  });
});
