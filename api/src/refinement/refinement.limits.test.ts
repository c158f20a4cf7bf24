import { describe, expect, it } from 'vitest';
import { generate, premiumUser, setupGenerationApp } from '../../test/generation-app.ts';
import { POSTING, RESUME } from '../../test/generation-fixtures.ts';

const t = setupGenerationApp({ model: false, env: { GENERATION_RATE_LIMIT_MAX: '3' } });

describe('refinement limits', () => {
  it('counts a refinement as a generation: the allowance is shared', async () => {
    const me = await premiumUser(t);
    const first = await generate(me.agent);
    const letterId = first.events.at(-1)?.data.letter.id as string;
    expect((await generate(me.agent)).response.statusCode).toBe(200);
    const refine = () =>
      me.agent.request({ method: 'POST', url: `/api/letters/${letterId}/refine`, payload: { resume: RESUME, jobPosting: POSTING, kind: 'regenerate', from: 0 } });
    expect((await refine()).statusCode).toBe(200);

    const refused = await refine();
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'TooManyAttemptsError' });
    expect((await generate(me.agent)).response.statusCode).toBe(429);
  });
});
