import { countWords } from '@lettra/letter-engine';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { freeUser, generate, premiumUser, setupGenerationApp, type SignedInUser } from '../../test/generation-app.ts';
import { POSTING, REQUEST, RESUME } from '../../test/generation-fixtures.ts';
import { insertLetter } from '../../test/helper.ts';
import { parseSse } from '../../test/sse.ts';
import { letterVersions, letters } from '../db/schema.ts';
import { errorMap } from '../errors/error-map.ts';

// The offline writer writes: refinements are tested end to end without a model.
const t = setupGenerationApp({ model: false });
const TEXTS = { resume: RESUME, jobPosting: POSTING };

async function generated(me: SignedInUser) {
  const { events } = await generate(me.agent, REQUEST);
  return events.at(-1)?.data as { letter: { id: string; version: number }; versions: string[]; ats: unknown; unsupportedClaims: string[][] };
}

async function refine(me: SignedInUser, letterId: string, body: Record<string, unknown>) {
  const response = await me.agent.request({ method: 'POST', url: `/api/letters/${letterId}/refine`, payload: { ...TEXTS, ...body } });
  const events = String(response.headers['content-type']).startsWith('text/event-stream') ? parseSse(response.body) : [];
  return { response, events, done: events.find((event) => event.event === 'done')?.data };
}

// The offline letter names PostgreSQL: taken out by an edit, it is a keyword the version lacks.
async function withoutPostgres(me: SignedInUser, letter: Awaited<ReturnType<typeof generated>>) {
  const content = (letter.versions[0] ?? '').replaceAll(/postgre(?:s|sql)\b/giu, 'SQL');
  const patch = await me.agent.request({ method: 'PATCH', url: `/api/letters/${letter.letter.id}`, payload: { version: letter.letter.version, content } });
  expect(patch.statusCode).toBe(200);
  return content;
}

const versionsOf = async (me: SignedInUser, letterId: string) => me.agent.request({ method: 'GET', url: `/api/letters/${letterId}/versions` });

describe('refining a saved letter', () => {
  it('refuses a free user with the premium message, before writing anything', async () => {
    const me = await freeUser(t);
    const letter = await generated(me);
    const { response } = await refine(me, letter.letter.id, { kind: 'regenerate', from: 0 });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'PremiumRequiredError', message: errorMap.PremiumRequiredError.message });
    const keyword = await me.agent.request({
      method: 'POST',
      url: `/api/letters/${letter.letter.id}/keyword-sentence`,
      payload: { ...TEXTS, keyword: 'Docker', from: 0 },
    });
    expect(keyword.statusCode).toBe(403);
  });

  it("answers 404 for another user's letter, and changes nothing", async () => {
    const owner = await premiumUser(t);
    const stranger = await premiumUser(t);
    const letter = await generated(owner);
    for (const kind of ['regenerate', 'shorter']) {
      const { response } = await refine(stranger, letter.letter.id, { kind, from: 0 });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'LetterNotFoundError', message: 'Lettre introuvable' });
    }
    expect((await versionsOf(stranger, letter.letter.id)).statusCode).toBe(404);
    const choose = await stranger.agent.request({
      method: 'PUT',
      url: `/api/letters/${letter.letter.id}/chosen-version`,
      payload: { version: letter.letter.version, chosenVersion: 1 },
    });
    expect(choose.statusCode).toBe(404);
    expect((await versionsOf(owner, letter.letter.id)).json().versions).toEqual(letter.versions);
  });

  it("'Régénérer' streams a new, different version and keeps the three before it", async () => {
    const me = await premiumUser(t);
    const letter = await generated(me);
    const { response, events, done } = await refine(me, letter.letter.id, { kind: 'regenerate', from: 1 });

    expect(response.statusCode).toBe(200);
    expect(events.filter((event) => event.event === 'delta').every((event) => event.data.version === 3)).toBe(true);
    expect(done.versions).toHaveLength(4);
    expect(done.versions.slice(0, 3)).toEqual(letter.versions);
    expect(letter.versions).not.toContain(done.versions[3]);
    expect(done.letter.content).toBe(done.versions[3]);
    expect(done.quota).toBeNull();

    const kept = (await versionsOf(me, letter.letter.id)).json();
    expect(kept).toMatchObject({ versions: done.versions, chosenVersion: 3 });
    expect(kept.ats.keywords.length).toBeGreaterThan(0);
    expect(kept.unsupportedClaims).toHaveLength(4);
  });

  it("'Plus court' gives a shorter letter, and 'Plus long' a longer one of at most 400 words", async () => {
    const me = await premiumUser(t);
    const letter = await generated(me);
    const shorter = (await refine(me, letter.letter.id, { kind: 'shorter', from: 0 })).done;
    const words = countWords(shorter.versions[3]);
    expect(words).toBeLessThan(countWords(letter.versions[0] ?? ''));
    // Checked against the length it asked for: no warning that it is under 300 words.
    expect(shorter.warnings[3].map((warning: { code: string }) => warning.code)).not.toContain('length');
    const longer = (await refine(me, letter.letter.id, { kind: 'longer', from: 3 })).done;
    expect(countWords(longer.versions[4])).toBeLessThanOrEqual(400);
    expect(countWords(longer.versions[4])).toBeGreaterThan(words);
  });

  it('keeps an edit as its own version: a refinement never writes over it', async () => {
    const me = await premiumUser(t);
    const letter = await generated(me);
    const edited = `${letter.versions[0]}\n\nPS : disponible dès janvier.`;
    const patch = await me.agent.request({ method: 'PATCH', url: `/api/letters/${letter.letter.id}`, payload: { version: letter.letter.version, content: edited } });
    expect(patch.statusCode).toBe(200);
    const { done } = await refine(me, letter.letter.id, { kind: 'personal', from: 0 });
    expect(done.versions[0]).toBe(edited);
    expect(done.versions).toHaveLength(4);
  });

  it("rewrites one paragraph, and refuses the letter's frame", async () => {
    const me = await premiumUser(t);
    const letter = await generated(me);
    const lines = (letter.versions[0] ?? '').split('\n').filter((line) => line.trim() !== '');
    const body = lines.findIndex((line) => countWords(line) > 30);
    const { done } = await refine(me, letter.letter.id, { kind: 'paragraph', from: 0, paragraph: body });
    const after = (done.versions[3] as string).split('\n').filter((line) => line.trim() !== '');
    expect(after[body]).not.toBe(lines[body]);
    expect(after.filter((_line, index) => index !== body)).toEqual(lines.filter((_line, index) => index !== body));

    const greeting = lines.indexOf('Madame, Monsieur,');
    const refused = await refine(me, letter.letter.id, { kind: 'paragraph', from: 0, paragraph: greeting });
    expect(refused.response.statusCode).toBe(422);
  });

  it('makes another version the letter, and refuses a stale edit counter', async () => {
    const me = await premiumUser(t);
    const letter = await generated(me);
    const choose = (version: number, chosenVersion: number) =>
      me.agent.request({ method: 'PUT', url: `/api/letters/${letter.letter.id}/chosen-version`, payload: { version, chosenVersion } });
    const chosen = await choose(letter.letter.version, 2);
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json().content).toBe(letter.versions[2]);
    expect((await choose(letter.letter.version, 1)).statusCode).toBe(409);
    expect((await choose(chosen.json().version, 7)).statusCode).toBe(404);
    expect((await versionsOf(me, letter.letter.id)).json().chosenVersion).toBe(2);
  });

  it("proposes a sentence for a keyword the CV supports, and saves nothing until it is accepted", async () => {
    const me = await premiumUser(t);
    const letter = await generated(me);
    const content = await withoutPostgres(me, letter);
    const ask = (keyword: string) =>
      me.agent.request({ method: 'POST', url: `/api/letters/${letter.letter.id}/keyword-sentence`, payload: { ...TEXTS, keyword, from: 0 } });
    const proposal = await ask('postgresql');
    expect(proposal.statusCode).toBe(200);
    // A tool, said as one: no longer 'c'est une expérience' whatever the keyword (docs/offline-writer.md).
    expect(proposal.json().sentence).toBe('Votre annonce mentionne « PostgreSQL » : c’est un outil que j’ai utilisé dans mon parcours.');
    expect(proposal.json().content).toContain(proposal.json().sentence);
    const [row] = await t.app.db.select().from(letters).where(eq(letters.id, letter.letter.id));
    expect(row?.content).toBe(content);
    expect((await ask('Kubernetes')).statusCode).toBe(422);
  });

  it('refuses a keyword the version already holds: adding it would say it twice', async () => {
    const me = await premiumUser(t);
    const letter = await generated(me);
    const refused = await me.agent.request({ method: 'POST', url: `/api/letters/${letter.letter.id}/keyword-sentence`, payload: { ...TEXTS, keyword: 'PostgreSQL', from: 0 } });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ code: 'KeywordAlreadyInLetterError', message: errorMap.KeywordAlreadyInLetterError.message });
  });

  it("refuses a keyword the letter's ATS match did not find in the CV before any engine job, and reads the texts sent for one it did", async () => {
    const me = await premiumUser(t);
    const letter = await generated(me);
    await withoutPostgres(me, letter);
    const jobs = vi.spyOn(t.app.engine, 'run');
    try {
      const ask = (keyword: string, texts = TEXTS) =>
        me.agent.request({ method: 'POST', url: `/api/letters/${letter.letter.id}/keyword-sentence`, payload: { ...texts, keyword, from: 0 } });
      const refused = await ask('Kubernetes');
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toEqual({ code: 'KeywordNotInResumeError', message: errorMap.KeywordNotInResumeError.message });
      expect(jobs).not.toHaveBeenCalled();

      // A keyword the match found: the CV sent is read again, and must still hold it.
      expect((await ask('PostgreSQL')).statusCode).toBe(200);
      expect(jobs).toHaveBeenCalledTimes(1);
      expect((await ask('PostgreSQL', { ...TEXTS, resume: RESUME.replaceAll(/postgres(?:ql)?/gi, 'Excel') })).statusCode).toBe(422);
    } finally {
      jobs.mockRestore();
    }
  });

  it('shows an older letter, saved before versions were kept, as its one version', async () => {
    const me = await premiumUser(t);
    const { id } = await insertLetter(t.app, me.id, { content: 'Madame, Monsieur,\n\nUne ancienne lettre.' });
    const kept = (await versionsOf(me, id)).json();
    expect(kept).toEqual({ versions: ['Madame, Monsieur,\n\nUne ancienne lettre.'], chosenVersion: 0, ats: null, unsupportedClaims: [[]] });
    expect(await t.app.db.select().from(letterVersions).where(eq(letterVersions.letterId, id))).toEqual([]);
  });

  it("keeps a free user's versions on the server: the list is empty", async () => {
    const me = await freeUser(t);
    const letter = await generated(me);
    const kept = (await versionsOf(me, letter.letter.id)).json();
    expect(kept.versions).toEqual([]);
    expect(kept.ats.keywords.length).toBeGreaterThan(0);
  });
});

describe('the data export', () => {
  it("holds each letter's versions and checks, and only the owner's", async () => {
    const me = await premiumUser(t);
    const letter = await generated(me);
    await generated(await premiumUser(t));
    const exported = (await me.agent.request({ url: '/api/me/export' })).json();
    expect(exported.letterVersions).toEqual([
      { letterId: letter.letter.id, versions: letter.versions, chosenVersion: 0, ats: letter.ats, unsupportedClaims: letter.unsupportedClaims },
    ]);
  });
});

describe('what a letter keeps goes with it', () => {
  it('is deleted with the letter, and with the account', async () => {
    const me = await premiumUser(t);
    const [first, second] = [await generated(me), await generated(me)];
    const kept = async (id: string) => t.app.db.select().from(letterVersions).where(eq(letterVersions.letterId, id));
    expect(await kept(first.letter.id)).toHaveLength(1);

    expect((await me.agent.request({ method: 'DELETE', url: `/api/letters/${first.letter.id}` })).statusCode).toBe(200);
    expect(await kept(first.letter.id)).toEqual([]);
    // The password every test account signs up with (test/helper.ts).
    expect((await me.agent.request({ method: 'DELETE', url: '/api/me', payload: { password: 'Lettre-de-test-2026' } })).statusCode).toBe(200);
    expect(await kept(second.letter.id)).toEqual([]);
  });
});

