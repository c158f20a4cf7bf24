import { describe, expect, it } from 'vitest';
import { POSTING, RESUME } from '../../test/generation-fixtures.ts';
import { createAgent, setupTestApp } from '../../test/helper.ts';

const t = setupTestApp();

describe("the engine's line in the metrics", () => {
  it('counts the jobs waiting and running, and times each wait', async () => {
    const agent = createAgent(t.app);
    await agent.signup();
    const analysed = await agent.request({ method: 'POST', url: '/api/analysis/match', payload: { resume: RESUME, jobPosting: POSTING } });
    expect(analysed.statusCode).toBe(200);

    const body = (await t.app.inject({ url: '/api/metrics' })).body;
    expect(body).toContain('lettra_engine_jobs{state="waiting"} 0');
    expect(body).toContain('lettra_engine_jobs{state="running"} 0');
    expect(body).toContain('lettra_engine_oldest_wait_seconds 0');
    expect(body).toMatch(/^lettra_engine_queue_wait_seconds_count 1$/m);
    expect(body).toContain('# TYPE lettra_engine_jobs_refused_total counter');
    expect(body).toContain('# TYPE lettra_engine_jobs_dropped_total counter');
  });
});
