import { describe, expect, it } from 'vitest';
import { createAgent, createTestClock, insertLetter, startTestApp, type TestApp } from '../../test/helper.ts';

async function withApp(premiumDay: string, now: string, run: (t: TestApp) => Promise<void>): Promise<void> {
  const t = await startTestApp({ env: { PREMIUM_DAY: premiumDay }, clock: createTestClock(now) });
  try {
    await run(t);
  } finally {
    await t.close();
  }
}

const LETTER = 'Madame,\n\nPremier paragraphe assez long pour la prévisualisation.\n\nSecond paragraphe réservé.\n\nCordialement.';

describe('premium day as the api applies it', () => {
  it('rolling: everyone is premium until 23:59:59.999 in Paris, then free again', async () => {
    await withApp('rolling', '2026-03-15T10:00:00.000Z', async (t) => {
      const anonymous = await t.app.inject({ url: '/api/auth/session' });
      expect(anonymous.json()).toEqual({ user: null, premiumDayEndsAt: '2026-03-15T22:59:59.999Z' });

      const agent = createAgent(t.app);
      const { id } = await agent.signup();
      const letter = await insertLetter(t.app, id, { content: LETTER });
      const session = (await agent.request({ url: '/api/auth/session' })).json();
      expect(session.user).toMatchObject({ isPremium: true, isSubscribed: false, premiumDayEndsAt: '2026-03-15T22:59:59.999Z' });
      expect((await agent.request({ url: `/api/letters/${letter.id}` })).json()).toMatchObject({ content: LETTER, locked: false });
      expect((await agent.request({ url: `/api/letters/${letter.id}/export.pdf` })).statusCode).toBe(200);

      t.clock.set('2026-03-15T23:00:00.000Z');
      const nextDay = (await agent.request({ url: '/api/auth/session' })).json();
      // Rolling means 'the current day': a new day starts a new promotion day.
      expect(nextDay.user).toMatchObject({ isPremium: true, premiumDayEndsAt: '2026-03-16T22:59:59.999Z' });
    });
  });

  it('off: premium comes from the subscription only', async () => {
    await withApp('off', '2026-03-15T10:00:00.000Z', async (t) => {
      const agent = createAgent(t.app);
      const { id } = await agent.signup();
      const letter = await insertLetter(t.app, id, { content: LETTER });
      expect((await agent.request({ url: '/api/auth/session' })).json()).toMatchObject({
        user: { isPremium: false, premiumDayEndsAt: null },
        premiumDayEndsAt: null,
      });
      expect((await agent.request({ url: `/api/letters/${letter.id}` })).json().locked).toBe(true);
      expect((await agent.request({ url: `/api/letters/${letter.id}/export.docx` })).statusCode).toBe(403);
    });
  });

  it('a date: premium for that whole day in Paris, not the day before or after', async () => {
    await withApp('2026-06-21', '2026-06-20T21:00:00.000Z', async (t) => {
      const agent = createAgent(t.app);
      await agent.signup();
      const premium = async () => (await agent.request({ url: '/api/auth/session' })).json().user.isPremium;

      expect(await premium()).toBe(false);
      t.clock.set('2026-06-20T22:00:00.000Z');
      expect(await premium()).toBe(true);
      expect((await agent.request({ url: '/api/auth/session' })).json().user.premiumDayEndsAt).toBe('2026-06-21T21:59:59.999Z');
      t.clock.set('2026-06-21T22:00:00.000Z');
      expect(await premium()).toBe(false);
    });
  });
});
