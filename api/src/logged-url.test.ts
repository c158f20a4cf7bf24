import { describe, expect, it } from 'vitest';
import { createAgent, startTestApp } from '../test/helper.ts';
import { loggedUrl } from './logged-url.ts';

describe('loggedUrl', () => {
  it.each([
    ['a reset link', '/forgot-password?token=Abc_123-xyz', '/forgot-password?token=[masqué]'],
    ['a token among other parameters', '/x?next=%2Fdashboard&token=abc&lang=fr', '/x?next=%2Fdashboard&token=[masqué]&lang=fr'],
    ['a signed preview link', '/blog?preview=v1.eyJyIjoi.c2ln', '/blog?preview=[masqué]'],
    ['a parameter named in another case or encoded', '/x?Reset%5FToken=abc&TOKEN=def', '/x?Reset%5FToken=[masqué]&TOKEN=[masqué]'],
    ['a malformed escape in a name', '/x?%E0token=abc', '/x?%E0token=[masqué]'],
    ['a path with no query', '/api/letters/let_123', '/api/letters/let_123'],
    ['parameters that hold no secret', '/checkout?session_id=cs_1&plan=premium', '/checkout?session_id=cs_1&plan=premium'],
  ])('masks %s', (_case, url, logged) => {
    expect(loggedUrl(url)).toBe(logged);
  });
});

describe('the access log', () => {
  it('shows the reset link opened without its token', async () => {
    const lines: string[] = [];
    const t = await startTestApp({ env: { LOG_LEVEL: 'info' }, logStream: { write: (line) => lines.push(line) } });
    try {
      const token = 'Jeton-de-reinitialisation-qui-ne-doit-pas-fuir-0123456';
      await createAgent(t.app).request({ url: `/forgot-password?token=${token}` });
      await createAgent(t.app).request({ method: 'POST', url: '/api/auth/password-reset/confirm', payload: { token, password: 'Nouvelle-phrase-2026' } });

      const opened = lines.filter((line) => line.includes('/forgot-password?token='));
      expect(opened.length).toBeGreaterThan(0);
      for (const line of opened) expect(JSON.parse(line).req.url).toBe('/forgot-password?token=[masqué]');
      expect(lines.filter((line) => line.includes(token))).toEqual([]);
    } finally {
      await t.close();
    }
  });
});
