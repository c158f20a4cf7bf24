import { MAX_LETTER_VERSIONS } from '@lettra/contracts';
import { describe, expect, it } from 'vitest';
import { generate, premiumUser, setupGenerationApp } from '../../test/generation-app.ts';
import { POSTING, RESUME } from '../../test/generation-fixtures.ts';
import { PREMIUM_REFINEMENTS_PER_WINDOW } from '../generation/premium-refinements.ts';

// A generation allowance of 3 beside the Premium refinement budget of 30, both on a fresh 10-minute window.
const t = setupGenerationApp({ model: false, env: { GENERATION_RATE_LIMIT_MAX: '3' } });

describe('refinement limits', () => {
  it('gives a Premium user’s refinements their own, larger budget, and says when to try again once it is spent', async () => {
    const me = await premiumUser(t);
    const first = await generate(me.agent);
    const letterId = first.events.at(-1)?.data.letter.id as string;
    const refine = () =>
      me.agent.request({ method: 'POST', url: `/api/letters/${letterId}/refine`, payload: { resume: RESUME, jobPosting: POSTING, kind: 'regenerate', from: 0 } });

    // Past MAX_LETTER_VERSIONS the letter is full (409): a refusal after the limiter still spends a refinement.
    const statuses: number[] = [];
    for (let index = 0; index < PREMIUM_REFINEMENTS_PER_WINDOW; index += 1) statuses.push((await refine()).statusCode);
    expect(statuses.filter((status) => status === 200).length).toBe(MAX_LETTER_VERSIONS - 3);
    expect(statuses).not.toContain(429);
    const refused = await refine();
    expect(refused.statusCode).toBe(429);
    // Whatever the refinements took, the window that opened with the first has more than 9 of its 10 minutes left.
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(540);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(600);
    expect(refused.json()).toEqual({ code: 'TooManyAttemptsError', message: 'Trop de tentatives. Réessayez dans 10 minutes.' });

    // Refining spent nothing of the generation allowance: two more generations make three.
    expect((await generate(me.agent)).response.statusCode).toBe(200);
    expect((await generate(me.agent)).response.statusCode).toBe(200);
    expect((await generate(me.agent)).response.statusCode).toBe(429);
  });
});
