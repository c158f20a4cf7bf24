import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAgent, insertLetter, subscribe, setupTestApp } from '../../test/helper.ts';
import { users } from '../db/schema.ts';

const t = setupTestApp();

async function premiumAgent() {
  const agent = createAgent(t.app);
  const { id } = await agent.signup();
  await subscribe(t.app, id);
  return { agent, id };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('downloads asked for again', () => {
  it('sends the same document without rendering it again, until the letter changes', async () => {
    const { agent, id } = await premiumAgent();
    const letter = await insertLetter(t.app, id);
    const renders = vi.spyOn(t.app.engine, 'run');
    const download = async (path: string) => {
      const response = await agent.request({ url: `/api/letters/${letter.id}/${path}` });
      expect(response.statusCode).toBe(200);
      return response.rawPayload;
    };

    const first = await download('export.pdf');
    expect(await download('export.pdf')).toEqual(first);
    expect(await download('export.pdf?layout=classique')).toEqual(first);
    expect(renders).toHaveBeenCalledTimes(1);

    // Another layout, the other format: documents of their own.
    await download('export.pdf?layout=moderne');
    await download('export.docx');
    await download('export.docx');
    expect(renders).toHaveBeenCalledTimes(3);

    // An edit: the next download is drawn from the new text.
    const edited = await agent.request({ method: 'PATCH', url: `/api/letters/${letter.id}`, payload: { version: letter.version, content: 'Madame,\n\nUn texte revu.' } });
    expect(edited.statusCode).toBe(200);
    const after = await download('export.pdf');
    expect(after).not.toEqual(first);
    expect(renders).toHaveBeenCalledTimes(4);
    expect(renders.mock.calls.at(-1)?.[1]).toMatchObject({ letter: { content: 'Madame,\n\nUn texte revu.' } });
  });

  it("draws a new document when the account's name changes, since the letter is signed with it", async () => {
    const { agent, id } = await premiumAgent();
    const letter = await insertLetter(t.app, id);
    const renders = vi.spyOn(t.app.engine, 'run');
    expect((await agent.request({ url: `/api/letters/${letter.id}/export.docx` })).statusCode).toBe(200);
    expect((await agent.request({ method: 'PATCH', url: '/api/me', payload: { name: 'Alice Martin' } })).statusCode).toBe(200);
    expect((await agent.request({ url: `/api/letters/${letter.id}/export.docx` })).statusCode).toBe(200);
    expect(renders).toHaveBeenCalledTimes(2);
    expect(renders.mock.calls[1]?.[1]).toMatchObject({ letter: { accountName: 'Alice Martin' } });
  });

  it("answers 404 for another user's letter, even one just downloaded by its owner, and a lapsed subscriber gets the premium refusal", async () => {
    const owner = await premiumAgent();
    const letter = await insertLetter(t.app, owner.id);
    expect((await owner.agent.request({ url: `/api/letters/${letter.id}/export.pdf` })).statusCode).toBe(200);

    const stranger = await premiumAgent();
    const refused = await stranger.agent.request({ url: `/api/letters/${letter.id}/export.pdf` });
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({ code: 'LetterNotFoundError' });

    await t.app.db.update(users).set({ isSubscribed: false, subscriptionStatus: 'canceled' }).where(eq(users.id, owner.id));
    const lapsed = await owner.agent.request({ url: `/api/letters/${letter.id}/export.pdf` });
    expect(lapsed.statusCode).toBe(403);
    expect(lapsed.json()).toMatchObject({ code: 'PremiumRequiredError' });
  });
});
