import { cutPreview } from '@lettra/letter-engine';
import { generationDoneSchema, generationMetaSchema } from '@lettra/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { HIDDEN_SENTENCE, letterText } from '../../test/fake-chat-completions.ts';
import { freeUser, generate, premiumUser, setupGenerationApp } from '../../test/generation-app.ts';
import { POSTING, REQUEST, RESUME } from '../../test/generation-fixtures.ts';
import { deltaText } from '../../test/sse.ts';
import { generationUsage, letters } from '../db/schema.ts';

const t = setupGenerationApp();

const storedLetter = async (id: string) => (await t.app.db.select().from(letters).where(eq(letters.id, id)))[0];
const usageRows = (userId: string) => t.app.db.select().from(generationUsage).where(eq(generationUsage.userId, userId));

describe('a premium generation on the model', () => {
  it('streams meta, the deltas of three versions and done, and saves version 0', async () => {
    const me = await premiumUser(t);
    const { response, events, sequence } = await generate(me.agent);

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(response.headers['cache-control']).toContain('no-cache');
    expect(response.headers['x-accel-buffering']).toBe('no');
    expect(sequence).toEqual(['meta', 'delta', 'done']);

    const meta = generationMetaSchema.parse(events[0]?.data);
    expect(meta).toMatchObject({
      title: 'Atelier Numérique – Développeur Full Stack',
      company: 'Atelier Numérique',
      position: 'Développeur Full Stack',
      versions: 3,
      locked: false,
    });
    expect(meta.ats.keywords.every((keyword) => keyword.inLetter === null)).toBe(true);

    const done = generationDoneSchema.parse(events.at(-1)?.data);
    expect(done.versions).toHaveLength(3);
    expect(new Set(done.versions).size).toBe(3);
    // Each version's deltas, in the order they came, are exactly that version's text.
    done.versions.forEach((text, version) => expect(deltaText(events, version)).toBe(text));
    expect(done.letter).toMatchObject({ id: meta.letterId, title: meta.title, content: done.versions[0], locked: false });
    expect(done.quota).toBeNull();
    expect(done.unsupportedClaims).toHaveLength(3);
    expect(done.ats.keywords.some((keyword) => keyword.inLetter !== null)).toBe(true);

    const row = await storedLetter(meta.letterId);
    expect(row).toMatchObject({ userId: me.id, content: done.versions[0], company: 'Atelier Numérique', language: 'french', tone: 'formal' });
    // Premium generations leave the free quota alone.
    expect(await usageRows(me.id)).toHaveLength(0);
  });

  it('asks the model for three different structures, with the ATS keywords the CV supports', async () => {
    const me = await premiumUser(t);
    await generate(me.agent, { ...REQUEST, tone: 'impactful' });

    expect(t.fake.requests).toHaveLength(3);
    for (const { body, headers } of t.fake.requests) {
      expect(headers.authorization).toBe('Bearer sk-test-key');
      expect(body).toMatchObject({ model: 'gpt-4o-mini', temperature: 0.7, max_tokens: 1500, stream: true });
      expect(body.messages.map((message) => message.role)).toEqual(['system', 'user']);
      const user = body.messages[1]?.content ?? '';
      expect(user).toContain(RESUME);
      expect(user).toContain('Optimisation ATS');
      expect(user).toMatch(/TypeScript, React, Node\.js/);
      // Kubernetes is in the posting, not in the CV: the model must not be told to use it.
      expect(user).not.toMatch(/justifie les suivants :[^\n]*Kubernetes/);
    }
    // Same CV, posting and tone: only the structure asked for differs from one version to the next.
    expect(new Set(t.fake.requests.map(({ body }) => body.messages[1]?.content)).size).toBe(3);
  });
});

describe('a free generation', () => {
  it('streams one version, only its preview, and counts it', async () => {
    const me = await freeUser(t);
    const { response, events, sequence } = await generate(me.agent);

    expect(response.statusCode).toBe(200);
    expect(sequence).toEqual(['meta', 'delta', 'done']);
    expect(events[0]?.data).toMatchObject({ versions: 1, locked: true });

    const preview = cutPreview(letterText(0)).preview;
    expect(deltaText(events, 0)).toBe(preview);
    expect(events.filter((event) => event.event === 'delta').every((event) => event.data.version === 0)).toBe(true);
    // The hidden part never leaves the server, in no event and no field.
    expect(response.body).not.toContain(HIDDEN_SENTENCE);
    expect(response.body).not.toContain('salutations distinguées');

    const done = events.at(-1)?.data;
    expect(done.versions).toEqual([preview]);
    expect(done.letter).toMatchObject({ content: preview, locked: true });
    expect(done.quota).toEqual({ used: 1, limit: 3 });

    // The whole letter is saved: a later upgrade unlocks it.
    expect((await storedLetter(done.letter.id))?.content).toBe(letterText(0));
    expect(await usageRows(me.id)).toEqual([expect.objectContaining({ letterId: done.letter.id })]);
    // One version, written without the premium ATS instruction.
    expect(t.fake.requests).toHaveLength(1);
    expect(t.fake.requests[0]?.body.messages[1]?.content).not.toContain('Optimisation ATS');
  });

  it('refuses a tone other than formal, before any model call', async () => {
    const me = await freeUser(t);
    for (const tone of ['friendly', 'impactful']) {
      const { response } = await generate(me.agent, { ...REQUEST, tone });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        code: 'ToneRequiresPremiumError',
        title: 'Fonctionnalité premium',
        message: "Le choix du ton est réservé à l'abonnement Premium.",
      });
    }
    expect(t.fake.requests).toHaveLength(0);
  });
});

describe('the free quota of 3 letters per calendar month', () => {
  it('refuses the 4th letter of the month with 402 and no model call, and starts again next month', async () => {
    // 31 March, 23:30 in Paris: still March there, though already April 1st 21:30 UTC is the next day.
    t.clock.set('2026-03-31T21:30:00.000Z');
    const me = await freeUser(t);
    const quotaShown = async () => (await me.agent.request({ method: 'GET', url: '/api/letters/quota' })).json();
    expect(await quotaShown()).toEqual({ quota: { used: 0, limit: 3 } });
    for (const used of [1, 2, 3]) {
      const { events } = await generate(me.agent);
      expect(events.at(-1)?.data.quota).toEqual({ used, limit: 3 });
      expect(await quotaShown()).toEqual({ quota: { used, limit: 3 } });
    }
    const calls = t.fake.requests.length;

    const refused = await generate(me.agent);
    expect(refused.response.statusCode).toBe(402);
    expect(refused.response.headers['content-type']).toContain('application/json');
    expect(refused.response.json()).toEqual({
      code: 'QuotaExceededError',
      message: 'Vous avez utilisé vos 3 lettres gratuites ce mois-ci. Passez à Premium pour des lettres illimitées.',
    });
    expect(t.fake.requests).toHaveLength(calls);

    // Midnight in Paris (22:00 UTC): April has begun there.
    t.clock.set('2026-03-31T22:00:00.000Z');
    const { response, events } = await generate(me.agent);
    expect(response.statusCode).toBe(200);
    expect(events.at(-1)?.data.quota).toEqual({ used: 1, limit: 3 });
    t.clock.set('2026-03-15T10:00:00.000Z');
  });

  it('shows the letters left before generating: to the free plan only, to a signed-in user only', async () => {
    const premium = await premiumUser(t);
    expect((await premium.agent.request({ method: 'GET', url: '/api/letters/quota' })).json()).toEqual({ quota: null });
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/letters/quota' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ code: 'AuthRequiredError', message: 'Connexion requise' });
  });

  it('counts deleted letters too: deleting does not give a letter back', async () => {
    const me = await freeUser(t);
    for (let index = 0; index < 3; index += 1) {
      const { events } = await generate(me.agent);
      const letter = events.at(-1)?.data.letter;
      await me.agent.request({ method: 'DELETE', url: `/api/letters/${letter.id}` });
    }
    expect((await generate(me.agent)).response.statusCode).toBe(402);
  });
});

describe('requests refused before the stream', () => {
  it('asks for a session, as JSON', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/letters/generate',
      headers: { 'x-requested-with': 'lettra' },
      payload: REQUEST,
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ code: 'AuthRequiredError', message: 'Connexion requise' });
  });

  it('needs the CSRF header', async () => {
    const me = await premiumUser(t);
    const response = await me.agent.request({
      method: 'POST',
      url: '/api/letters/generate',
      headers: { 'x-requested-with': '' },
      payload: REQUEST,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('CsrfError');
    expect(t.fake.requests).toHaveLength(0);
  });

  // docs/product.md §5 texts, per field.
  const invalid = [
    {
      case: 'a CV under 50 characters',
      body: { ...REQUEST, resume: '   Développeuse, 4 ans.   ' },
      fields: { resume: "Le contenu du CV semble incomplet. Veuillez ajouter plus d'informations sur votre CV." },
    },
    {
      case: 'an empty posting',
      body: { ...REQUEST, jobPosting: ' \n ' },
      fields: { jobPosting: "Veuillez ajouter le contenu de l'offre d'emploi" },
    },
    {
      case: 'an unknown tone',
      body: { ...REQUEST, tone: 'poétique' },
      fields: { tone: 'Ton invalide : choisissez formel, chaleureux ou percutant.' },
    },
  ];

  it.each(invalid)('answers $case with 400 and French field messages', async ({ body, fields }) => {
    const me = await premiumUser(t);
    const { response } = await generate(me.agent, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'ValidationError', message: 'Données invalides', fields });
    expect(t.fake.requests).toHaveLength(0);
  });

  it('refuses a body over 64 KiB', async () => {
    const me = await premiumUser(t);
    const { response } = await generate(me.agent, { ...REQUEST, resume: `${RESUME}\n${'é'.repeat(40_000)}`, jobPosting: POSTING });
    expect(response.statusCode).toBe(413);
    expect(response.json().code).toBe('PayloadTooLargeError');
  });
});
