import { generationDoneSchema } from '@lettra/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { letterText } from '../../test/fake-chat-completions.ts';
import { FLAWED_LETTERS, draftThenRepair, isRepairRequest, type Flaw } from '../../test/flawed-letters.ts';
import { freeUser, generate, premiumUser, setupGenerationApp } from '../../test/generation-app.ts';
import { deltaText } from '../../test/sse.ts';
import { generationUsage, letters } from '../db/schema.ts';

const t = setupGenerationApp();

const storedContent = async (id: string) => (await t.app.db.select().from(letters).where(eq(letters.id, id)))[0]?.content;

// Each flaw, the check that finds it, and what the repair request tells the model.
const FLAWS: Array<{ flaw: Flaw; code: string; fix: RegExp }> = [
  { flaw: 'tooShort', code: 'length', fix: /développe-la jusqu'à 300 à 400 mots/ },
  { flaw: 'wrongLanguage', code: 'language', fix: /Écris toute la lettre en français/ },
  { flaw: 'inventedSkill', code: 'unsupported_claim', fix: /Retire ces éléments, absents du CV : Kubernetes et AWS\./ },
  { flaw: 'noCompany', code: 'company', fix: /Nomme l'entreprise « Atelier Numérique »/ },
];

describe('the repair round', () => {
  it.each(FLAWS)('sends a $flaw draft back once with its failures, and the repaired letter replaces it', async ({ flaw, fix }) => {
    const me = await premiumUser(t);
    const draft = FLAWED_LETTERS[flaw]();
    t.fake.fallback = draftThenRepair(draft);
    const { events, sequence } = await generate(me.agent);

    // Three drafts, then three repairs, each continuing the chat of one draft.
    const calls = t.fake.requests.map(({ body }) => body.messages);
    expect(t.fake.requests.map(({ body }) => isRepairRequest(body))).toEqual([false, false, false, true, true, true]);
    const prompts = new Set(calls.slice(0, 3).map((messages) => JSON.stringify(messages)));
    for (const repair of calls.slice(3)) {
      expect(repair.map((message) => message.role)).toEqual(['system', 'user', 'assistant', 'user']);
      expect(prompts.delete(JSON.stringify(repair.slice(0, 2)))).toBe(true);
      expect(repair[2]?.content).toBe(draft);
      expect(repair[3]?.content).toMatch(/^Cette lettre ne respecte pas encore les consignes\. Corrige ces points :\n- /);
      expect(repair[3]?.content).toMatch(fix);
    }

    // The draft streamed first, then each version was rewritten with the repaired letter.
    expect(sequence).toEqual(['meta', 'delta', 'rewrite', 'delta', 'rewrite', 'delta', 'rewrite', 'delta', 'done']);
    expect(events.filter((event) => event.event === 'rewrite').map((event) => event.data.reason)).toEqual(['repair', 'repair', 'repair']);
    const done = generationDoneSchema.parse(events.at(-1)?.data);
    expect(done.versions).toEqual([letterText(), letterText(), letterText()]);
    expect(done.warnings).toEqual([[], [], []]);
    expect(done.fallback).toBe(false);
    expect(await storedContent(done.letter.id)).toBe(letterText(0));
  });

  it.each(FLAWS)('shows what a repair left unfixed ($flaw) as a French warning next to the letter', async ({ flaw, code }) => {
    const me = await premiumUser(t);
    const draft = FLAWED_LETTERS[flaw]();
    t.fake.fallback = draftThenRepair(draft, draft);
    const { events, sequence } = await generate(me.agent);

    expect(t.fake.requests).toHaveLength(6);
    const done = generationDoneSchema.parse(events.at(-1)?.data);
    expect(done.versions).toEqual([draft, draft, draft]);
    for (const warnings of done.warnings) {
      expect(warnings.map((warning) => warning.code)).toEqual([code]);
      expect(warnings[0]?.message).toMatch(/^La lettre /);
    }
    // Nothing was rewritten: the repair did no better than the draft the user already has.
    expect(sequence).toEqual(['meta', 'delta', 'done']);
    expect(deltaText(events, 0)).toBe(draft);
  });

  it('keeps the draft, with its warnings, when the repair call itself fails', async () => {
    const me = await premiumUser(t);
    const draft = FLAWED_LETTERS.noCompany();
    t.fake.fallback = (body) => (isRepairRequest(body) ? { status: 400 } : draftThenRepair(draft)(body));
    const { events } = await generate(me.agent);

    const done = generationDoneSchema.parse(events.at(-1)?.data);
    expect(done.versions).toEqual([draft, draft, draft]);
    expect(done.warnings.map((warnings) => warnings.map((warning) => warning.code))).toEqual([['company'], ['company'], ['company']]);
    expect(done.warnings[0]?.[0]?.message).toBe('La lettre ne nomme pas l’entreprise (Atelier Numérique).');
  });

  it('repairs a locked letter before its preview is cut, counts it once, and tells nothing of its hidden part', async () => {
    const me = await freeUser(t);
    const hiddenClaim = letterText().replace('en retravaillant son architecture', 'en la migrant sur Kubernetes');
    t.fake.fallback = draftThenRepair(hiddenClaim, hiddenClaim);
    const { events, sequence } = await generate(me.agent);

    expect(t.fake.requests).toHaveLength(2);
    expect(sequence).toEqual(['meta', 'delta', 'done']);
    const done = generationDoneSchema.parse(events.at(-1)?.data);
    // The invented tool sits in the hidden part: the warning says so without naming it.
    expect(done.warnings).toEqual([[{ code: 'unsupported_claim', message: 'La lettre cite des éléments absents de votre CV.' }]]);
    expect(done.unsupportedClaims).toEqual([[]]);
    expect(deltaText(events, 0)).not.toContain('Kubernetes');
    expect(done.quota).toEqual({ used: 1, limit: 3 });
    expect(await t.app.db.select().from(generationUsage).where(eq(generationUsage.userId, me.id))).toHaveLength(1);
  });

  it('makes no repair call for a letter that passes every check', async () => {
    const me = await premiumUser(t);
    const { events } = await generate(me.agent);
    expect(t.fake.requests).toHaveLength(3);
    expect(generationDoneSchema.parse(events.at(-1)?.data).warnings).toEqual([[], [], []]);
  });
});
