import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createAgent, insertLetter, setupTestApp } from '../../test/helper.ts';
import { letters } from '../db/schema.ts';

const t = setupTestApp();

async function storedRow(id: string) {
  const [row] = await t.app.db.select().from(letters).where(eq(letters.id, id));
  return row;
}

async function signedUp() {
  const agent = createAgent(t.app);
  const { id } = await agent.signup();
  return { agent, id };
}

describe('following the application sent with a letter', () => {
  it('starts to send, and dates each change of status (a free user too)', async () => {
    const me = await signedUp();
    const letter = await insertLetter(t.app, me.id);
    expect((await me.agent.request({ url: `/api/letters/${letter.id}` })).json()).toMatchObject({
      applicationStatus: 'to_send',
      statusChangedAt: null,
    });

    t.clock.set('2026-03-16T08:00:00.000Z');
    const sent = await me.agent.request({
      method: 'PATCH',
      url: `/api/letters/${letter.id}`,
      payload: { version: 1, applicationStatus: 'sent' },
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({ applicationStatus: 'sent', statusChangedAt: '2026-03-16T08:00:00.000Z', version: 2 });

    // The same status again is no change: its date stays.
    t.clock.set('2026-03-17T08:00:00.000Z');
    const again = await me.agent.request({
      method: 'PATCH',
      url: `/api/letters/${letter.id}`,
      payload: { version: 2, applicationStatus: 'sent', applicationNote: 'Relancer vendredi' },
    });
    expect(again.json()).toMatchObject({ statusChangedAt: '2026-03-16T08:00:00.000Z', applicationNote: 'Relancer vendredi' });

    t.clock.set('2026-03-20T14:30:00.000Z');
    await me.agent.request({ method: 'PATCH', url: `/api/letters/${letter.id}`, payload: { version: 3, applicationStatus: 'interview' } });
    const list = (await me.agent.request({ url: '/api/letters' })).json().letters;
    expect(list).toEqual([
      expect.objectContaining({ id: letter.id, applicationStatus: 'interview', statusChangedAt: '2026-03-20T14:30:00.000Z' }),
    ]);
    expect(await storedRow(letter.id)).toMatchObject({ applicationStatus: 'interview', applicationNote: 'Relancer vendredi' });
  });

  it('keeps the posting’s link and text and a note, read with the letter and not in the list; emptied, they are gone', async () => {
    const me = await signedUp();
    const letter = await insertLetter(t.app, me.id);
    const posting = 'Développeuse front-end H/F, CDI à Lyon. Vous maîtrisez React et TypeScript.';
    const saved = await me.agent.request({
      method: 'PATCH',
      url: `/api/letters/${letter.id}`,
      payload: {
        version: 1,
        postingUrl: ' https://emplois.exemple.fr/offre/42 ',
        postingText: posting,
        applicationNote: 'Contact : Mme Durand',
      },
    });
    expect(saved.statusCode).toBe(200);

    const opened = (await me.agent.request({ url: `/api/letters/${letter.id}` })).json();
    expect(opened).toMatchObject({
      postingUrl: 'https://emplois.exemple.fr/offre/42',
      postingText: posting,
      applicationNote: 'Contact : Mme Durand',
      applicationStatus: 'to_send',
    });
    const [summary] = (await me.agent.request({ url: '/api/letters' })).json().letters;
    expect(summary.postingUrl).toBe('https://emplois.exemple.fr/offre/42');
    expect(summary).not.toHaveProperty('postingText');
    expect(summary).not.toHaveProperty('applicationNote');

    const cleared = await me.agent.request({
      method: 'PATCH',
      url: `/api/letters/${letter.id}`,
      payload: { version: 2, postingUrl: '', postingText: '  ', applicationNote: null },
    });
    expect(cleared.json()).toMatchObject({ postingUrl: null, postingText: null, applicationNote: null });
  });

  it('is the owner’s alone: another user gets 404 and changes nothing', async () => {
    const owner = await signedUp();
    const intruder = await signedUp();
    const letter = await insertLetter(t.app, owner.id);
    const response = await intruder.agent.request({
      method: 'PATCH',
      url: `/api/letters/${letter.id}`,
      payload: { version: 1, applicationStatus: 'rejected', applicationNote: 'Vu', postingUrl: 'https://exemple.fr' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'LetterNotFoundError', message: 'Lettre introuvable' });
    expect(await storedRow(letter.id)).toEqual(letter);
  });

  it('answers 409 to a change made from a stale version', async () => {
    const me = await signedUp();
    const letter = await insertLetter(t.app, me.id);
    await me.agent.request({ method: 'PATCH', url: `/api/letters/${letter.id}`, payload: { version: 1, applicationStatus: 'sent' } });
    const stale = await me.agent.request({ method: 'PATCH', url: `/api/letters/${letter.id}`, payload: { version: 1, applicationStatus: 'accepted' } });
    expect(stale.statusCode).toBe(409);
    expect(await storedRow(letter.id)).toMatchObject({ applicationStatus: 'sent', version: 2 });
  });

  it.each([
    {
      case: 'an unknown status',
      payload: { applicationStatus: 'ghosted' },
      field: 'applicationStatus',
      message: 'Statut de candidature inconnu : choisissez À envoyer, Envoyée, Entretien, Refusée ou Acceptée.',
    },
    {
      case: 'a link that is not a web address',
      payload: { postingUrl: 'javascript:alert(1)' },
      field: 'postingUrl',
      message: 'Le lien de l’offre doit être une adresse web commençant par http:// ou https://.',
    },
    {
      case: 'a link over 2 000 characters',
      payload: { postingUrl: `https://exemple.fr/${'a'.repeat(2000)}` },
      field: 'postingUrl',
      message: 'Le lien de l’offre ne doit pas dépasser 2 000 caractères.',
    },
    {
      case: 'a note over 2 000 characters',
      payload: { applicationNote: 'n'.repeat(2001) },
      field: 'applicationNote',
      message: 'La note ne doit pas dépasser 2 000 caractères.',
    },
    {
      case: 'a posting over the posting limit',
      payload: { postingText: 'p'.repeat(20_001) },
      field: 'postingText',
      message: "L'offre d'emploi ne doit pas dépasser 20 000 caractères.",
    },
  ])('refuses $case with a French message', async ({ payload, field, message }) => {
    const me = await signedUp();
    const letter = await insertLetter(t.app, me.id);
    const response = await me.agent.request({ method: 'PATCH', url: `/api/letters/${letter.id}`, payload: { version: 1, ...payload } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'ValidationError', fields: { [field]: message } });
    expect(await storedRow(letter.id)).toEqual(letter);
  });
});
