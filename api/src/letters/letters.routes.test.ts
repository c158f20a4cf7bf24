import { cutPreview } from '@lettra/letter-engine';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createAgent, insertLetter, subscribe, setupTestApp, type Agent } from '../../test/helper.ts';
import { letters } from '../db/schema.ts';
import { newId } from '../lib/ids.ts';

const t = setupTestApp();

const LONG_LETTER = [
  'Madame, Monsieur,',
  '',
  'Votre offre de développeuse a retenu toute mon attention, et je vous propose ma candidature.',
  '',
  'Depuis quatre ans, je conçois des applications web en TypeScript pour des équipes exigeantes.',
  '',
  'Le passage secret que seuls les abonnés lisent : « je parle couramment le COBOL et l’occitan ».',
  '',
  'Je vous prie d’agréer, Madame, Monsieur, mes salutations distinguées.',
].join('\n');
const HIDDEN = 'Le passage secret';

async function storedRow(id: string) {
  const [row] = await t.app.db.select().from(letters).where(eq(letters.id, id));
  return row;
}

async function premiumUser(): Promise<{ agent: Agent; id: string }> {
  const agent = createAgent(t.app);
  const { id } = await agent.signup();
  await subscribe(t.app, id);
  return { agent, id };
}

async function freeUser(): Promise<{ agent: Agent; id: string }> {
  const agent = createAgent(t.app);
  const { id } = await agent.signup();
  return { agent, id };
}

describe('reading my letters', () => {
  it('lists only my letters, newest first, in the shape the browser expects', async () => {
    const me = await premiumUser();
    const other = await premiumUser();
    const older = await insertLetter(t.app, me.id, { title: 'Ancienne', createdAt: new Date('2026-01-05T10:00:00Z') });
    const newer = await insertLetter(t.app, me.id, { title: 'Récente', createdAt: new Date('2026-03-20T23:30:00Z') });
    await insertLetter(t.app, other.id, { title: 'Pas à moi' });

    const response = await me.agent.request({ url: '/api/letters' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const list = response.json().letters;
    expect(list.map((letter: { id: string }) => letter.id)).toEqual([newer.id, older.id]);
    expect(list[0]).toEqual({
      id: newer.id,
      title: 'Récente',
      company: 'Entreprise Test',
      position: 'Poste de test',
      locked: false,
      favorite: false,
      language: 'french',
      tone: 'formal',
      createdAt: '2026-03-20T23:30:00.000Z',
      updatedAt: '2026-03-20T23:30:00.000Z',
      // 23:30 UTC is already the 21st in Paris.
      date: '21/03/2026',
      version: 1,
      applicationStatus: 'to_send',
      statusChangedAt: null,
      postingUrl: null,
    });
    // The text comes with the letter alone.
    expect((await me.agent.request({ url: `/api/letters/${newer.id}` })).json()).toMatchObject({ id: newer.id, content: newer.content });
  });

  it('reads one of my letters by id', async () => {
    const me = await premiumUser();
    const letter = await insertLetter(t.app, me.id, { content: LONG_LETTER });
    const response = await me.agent.request({ url: `/api/letters/${letter.id}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: letter.id, content: LONG_LETTER, locked: false, version: 1 });
  });

  // docs/product.md §5: a case-insensitive substring of title, company or position.
  const searches = [
    { q: 'développeuse', expected: ['dev'] },
    { q: 'DÉVELOPPEUSE', expected: ['dev'] },
    { q: 'maison', expected: ['chef'] },
    { q: 'product owner', expected: ['po'] },
    { q: 'e', expected: ['po', 'chef', 'dev'] },
    { q: 'introuvable', expected: [] },
  ];

  it.each(searches)('finds $expected for q=$q', async ({ q, expected }) => {
    const me = await premiumUser();
    const ids: Record<string, string> = {
      dev: (await insertLetter(t.app, me.id, { title: 'Développeuse Full Stack', company: 'Atelier Numérique', position: 'Développeuse', createdAt: new Date('2026-01-01T00:00:00Z') })).id,
      chef: (await insertLetter(t.app, me.id, { title: 'Cheffe de projet', company: 'Maison Verdier', position: 'Cheffe de projet digital', createdAt: new Date('2026-02-01T00:00:00Z') })).id,
      po: (await insertLetter(t.app, me.id, { title: 'Candidature', company: 'Banque Horizon', position: 'Product Owner', createdAt: new Date('2026-03-01T00:00:00Z') })).id,
    };
    const response = await me.agent.request({ url: `/api/letters?q=${encodeURIComponent(q)}` });
    expect(response.statusCode).toBe(200);
    expect(response.json().letters.map((letter: { id: string }) => letter.id)).toEqual(expected.map((key) => ids[key]));
  });

  it('treats % and _ in a search as plain characters', async () => {
    const me = await premiumUser();
    const exact = await insertLetter(t.app, me.id, { title: 'Remise 100% motivée' });
    await insertLetter(t.app, me.id, { title: 'Remise 1000 motivée' });
    const response = await me.agent.request({ url: `/api/letters?q=${encodeURIComponent('100%')}` });
    expect(response.json().letters.map((letter: { id: string }) => letter.id)).toEqual([exact.id]);
  });

  it('keeps favourites in the favorites tab and sorts every tab newest first', async () => {
    const me = await premiumUser();
    const a = await insertLetter(t.app, me.id, { favorite: true, createdAt: new Date('2026-01-10T00:00:00Z') });
    const b = await insertLetter(t.app, me.id, { favorite: false, createdAt: new Date('2026-02-10T00:00:00Z') });
    const c = await insertLetter(t.app, me.id, { favorite: true, createdAt: new Date('2026-03-10T00:00:00Z') });
    const ids = async (tab: string) =>
      (await me.agent.request({ url: `/api/letters?tab=${tab}` })).json().letters.map((letter: { id: string }) => letter.id);

    expect(await ids('favorites')).toEqual([c.id, a.id]);
    expect(await ids('recent')).toEqual([c.id, b.id, a.id]);
    expect(await ids('all')).toEqual([c.id, b.id, a.id]);
  });

  it('asks for a session', async () => {
    const response = await t.app.inject({ url: '/api/letters' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ code: 'AuthRequiredError', message: 'Connexion requise' });
  });
});

describe('someone else’s letter', () => {
  const attempts = [
    { case: 'read', method: 'GET', path: '' },
    { case: 'change', method: 'PATCH', path: '', payload: { version: 1, title: 'Volée', favorite: true } },
    { case: 'change the content of', method: 'PATCH', path: '', payload: { version: 1, content: 'Réécrite' } },
    { case: 'delete', method: 'DELETE', path: '' },
    { case: 'export as PDF', method: 'GET', path: '/export.pdf' },
    { case: 'export as DOCX', method: 'GET', path: '/export.docx' },
  ] as const;

  it.each(attempts)('cannot be $case: 404, never its content, row untouched', async ({ method, path, ...rest }) => {
    const owner = await premiumUser();
    const intruder = await premiumUser();
    const letter = await insertLetter(t.app, owner.id, { content: LONG_LETTER, title: 'Privée' });

    const response = await intruder.agent.request({
      method,
      url: `/api/letters/${letter.id}${path}`,
      ...('payload' in rest ? { payload: rest.payload } : {}),
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'LetterNotFoundError', message: 'Lettre introuvable' });
    expect(response.body).not.toContain('Madame');
    expect(await storedRow(letter.id)).toEqual(letter);
  });

  it('cannot be found by guessing ids either', async () => {
    const intruder = await premiumUser();
    const guesses = [newId('let'), 'let_1', '1', 'let_%25', "let_' OR '1'='1", 'x'.repeat(150)];
    for (const guess of guesses) {
      const response = await intruder.agent.request({ url: `/api/letters/${encodeURIComponent(guess)}` });
      expect(response.statusCode, guess).toBe(404);
      expect(response.json().code).toMatch(/NotFoundError$/);
    }
  });
});

describe('locked letters of a user who is not premium', () => {
  it('send only the preview, in the list and alone, and never the rest', async () => {
    const me = await freeUser();
    const letter = await insertLetter(t.app, me.id, { content: LONG_LETTER });
    const preview = cutPreview(LONG_LETTER).preview;
    expect(preview).not.toContain(HIDDEN);

    // The list carries no text at all; the letter alone carries the preview.
    const list = await me.agent.request({ url: '/api/letters' });
    expect(list.json().letters[0]).toMatchObject({ id: letter.id, locked: true });
    expect(list.json().letters[0]).not.toHaveProperty('content');
    expect(list.body).not.toContain(HIDDEN);

    const one = await me.agent.request({ url: `/api/letters/${letter.id}` });
    expect(one.json()).toMatchObject({ content: preview, locked: true });
    expect(one.body).not.toContain(HIDDEN);
    expect(one.body).not.toContain('salutations distinguées');
  });

  it('send a capped preview of a letter written as one long paragraph, here and in the data export', async () => {
    const me = await freeUser();
    // The attack seen in the wild: a model told by the CV to write the whole letter as one paragraph.
    const oneParagraph = `Madame, Monsieur, ${'je souhaite rejoindre votre équipe et '.repeat(30)}${HIDDEN} en fin de lettre.`;
    const letter = await insertLetter(t.app, me.id, { content: oneParagraph });
    const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

    const shown: string = (await me.agent.request({ url: `/api/letters/${letter.id}` })).json().content;
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.length).toBeLessThanOrEqual(oneParagraph.length * 0.4);
    expect(words(shown)).toBeLessThanOrEqual(120);
    expect(oneParagraph.startsWith(shown)).toBe(true);

    const exported = await me.agent.request({ url: '/api/me/export' });
    expect(exported.json().letters[0]).toMatchObject({ id: letter.id, content: shown, locked: true });
    expect(exported.body).not.toContain(HIDDEN);
  });

  it('still let the user star, rename and delete them, but not edit their text', async () => {
    const me = await freeUser();
    const letter = await insertLetter(t.app, me.id, { content: LONG_LETTER });

    const star = await me.agent.request({
      method: 'PATCH',
      url: `/api/letters/${letter.id}`,
      payload: { version: 1, favorite: true, title: 'Ma préférée' },
    });
    expect(star.statusCode).toBe(200);
    expect(star.json()).toMatchObject({ favorite: true, title: 'Ma préférée', locked: true, version: 2 });
    expect(star.body).not.toContain(HIDDEN);

    const edit = await me.agent.request({
      method: 'PATCH',
      url: `/api/letters/${letter.id}`,
      payload: { version: 2, content: 'Tout réécrit.' },
    });
    expect(edit.statusCode).toBe(403);
    expect(edit.json()).toEqual({
      code: 'PremiumRequiredError',
      title: 'Fonctionnalité premium',
      message: "Passez à l'abonnement Premium pour télécharger et copier vos lettres",
    });
    expect((await storedRow(letter.id))?.content).toBe(LONG_LETTER);
  });

  it('open up completely once the user subscribes', async () => {
    const me = await freeUser();
    const letter = await insertLetter(t.app, me.id, { content: LONG_LETTER });
    await subscribe(t.app, me.id);
    const response = await me.agent.request({ url: `/api/letters/${letter.id}` });
    expect(response.json()).toMatchObject({ content: LONG_LETTER, locked: false });
  });
});

describe('editing a letter', () => {
  it('saves the new text and title, bumps the version and the update time', async () => {
    const me = await premiumUser();
    const letter = await insertLetter(t.app, me.id);
    t.clock.advance(90_000);
    const savedAt = t.clock.now().toISOString();

    const response = await me.agent.request({
      method: 'PATCH',
      url: `/api/letters/${letter.id}`,
      payload: { version: 1, content: '  Madame,\r\n\r\nNouvelle version.  ', title: '  Nouveau titre  ' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      content: 'Madame,\n\nNouvelle version.',
      title: 'Nouveau titre',
      version: 2,
      updatedAt: savedAt,
      createdAt: letter.createdAt.toISOString(),
    });
    expect(await storedRow(letter.id)).toMatchObject({ content: 'Madame,\n\nNouvelle version.', version: 2 });
  });

  it('refuses a save from a stale version with 409 and overwrites nothing', async () => {
    const me = await premiumUser();
    const letter = await insertLetter(t.app, me.id);
    const first = await me.agent.request({
      method: 'PATCH',
      url: `/api/letters/${letter.id}`,
      payload: { version: 1, content: 'Enregistrée dans un autre onglet.' },
    });
    expect(first.statusCode).toBe(200);
    const afterFirst = await storedRow(letter.id);

    const stale = await me.agent.request({
      method: 'PATCH',
      url: `/api/letters/${letter.id}`,
      payload: { version: 1, content: 'Écrasement tardif.', favorite: true },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({
      code: 'LetterConflictError',
      message: "Cette lettre a été modifiée ailleurs. Rechargez-la avant d'enregistrer.",
    });
    expect(await storedRow(letter.id)).toEqual(afterFirst);
  });

  it('lets exactly one of two simultaneous saves win', async () => {
    const me = await premiumUser();
    const letter = await insertLetter(t.app, me.id);
    const save = (content: string) =>
      me.agent.request({ method: 'PATCH', url: `/api/letters/${letter.id}`, payload: { version: 1, content } });

    const responses = await Promise.all([save('Version A'), save('Version B')]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    const winner = responses.find((response) => response.statusCode === 200)?.json().content;
    expect(await storedRow(letter.id)).toMatchObject({ content: winner, version: 2 });
  });

  it.each([
    { case: 'empty', content: '' },
    { case: 'whitespace only', content: ' \n\t \r\n ' },
  ])('refuses $case content with Contenu vide', async ({ content }) => {
    const me = await premiumUser();
    const letter = await insertLetter(t.app, me.id);
    const response = await me.agent.request({
      method: 'PATCH',
      url: `/api/letters/${letter.id}`,
      payload: { version: 1, content },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'EmptyLetterError',
      title: 'Contenu vide',
      message: 'Votre lettre ne peut pas être vide',
    });
    expect(await storedRow(letter.id)).toEqual(letter);
  });

  it('refuses a change that names no field to change', async () => {
    const me = await premiumUser();
    const letter = await insertLetter(t.app, me.id);
    const response = await me.agent.request({ method: 'PATCH', url: `/api/letters/${letter.id}`, payload: { version: 1 } });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields._).toBe('Rien à modifier : indiquez le contenu, le titre, le favori ou le suivi de la candidature.');
  });
});

describe('deleting a letter', () => {
  it('removes it for good', async () => {
    const me = await freeUser();
    const letter = await insertLetter(t.app, me.id);
    const response = await me.agent.request({ method: 'DELETE', url: `/api/letters/${letter.id}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    expect(await storedRow(letter.id)).toBeUndefined();
    expect((await me.agent.request({ url: `/api/letters/${letter.id}` })).statusCode).toBe(404);
    expect((await me.agent.request({ method: 'DELETE', url: `/api/letters/${letter.id}` })).statusCode).toBe(404);
  });
});
