import { describe, expect, it } from 'vitest';
import { generate, premiumUser, setupGenerationApp } from '../../test/generation-app.ts';
import { POSTING, RESUME } from '../../test/generation-fixtures.ts';

const t = setupGenerationApp({ model: false, env: { KEYWORD_SENTENCE_RATE_LIMIT_MAX: '2' } });

describe('keyword sentence limits', () => {
  it("refuses a user's 3rd proposal within 10 minutes, refused keywords counted, and only theirs", async () => {
    const ask = async (me: Awaited<ReturnType<typeof premiumUser>>, keyword: string) => {
      const { letter } = (await generate(me.agent)).events.at(-1)?.data as { letter: { id: string; version: number; content: string } };
      const letterId = letter.id;
      // The offline letter names PostgreSQL: taken out, it is a keyword the version lacks, which may be added.
      const content = letter.content.replaceAll(/postgre(?:s|sql)\b/giu, 'SQL');
      await me.agent.request({ method: 'PATCH', url: `/api/letters/${letterId}`, payload: { version: letter.version, content } });
      return () => me.agent.request({ method: 'POST', url: `/api/letters/${letterId}/keyword-sentence`, payload: { resume: RESUME, jobPosting: POSTING, keyword, from: 0 } });
    };
    const me = await premiumUser(t);
    const propose = await ask(me, 'PostgreSQL');
    expect((await propose()).statusCode).toBe(200);
    const unknown = await ask(me, 'Kubernetes');
    expect((await unknown()).statusCode).toBe(422);

    const refused = await propose();
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ code: 'TooManyAttemptsError', message: 'Trop de tentatives. Veuillez réessayer dans quelques minutes.' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);

    const colleague = await premiumUser(t);
    expect((await (await ask(colleague, 'PostgreSQL'))()).statusCode).toBe(200);
  });
});
