import { describe, expect, it } from 'vitest';
import { createTestClock, startTestApp } from '../../test/helper.ts';
import { manifestSha256, signPreviewToken } from './preview-token.ts';

// POST /api/remotes/preview: the shell's check of a preview link before it loads anything.
const SECRET = 'un-secret-de-prévisualisation-assez-long';
const MANIFEST = 'http://localhost:4104/mf-manifest.json';
const SHA256 = manifestSha256('{"name":"mfe_blog"}');
const NOW = new Date('2026-11-29T10:00:00.000Z');
const inAnHour = new Date(NOW.getTime() + 3_600_000);
const link = (over: { manifestUrl?: string; expiresAt?: Date; secret?: string } = {}) =>
  signPreviewToken({ remote: 'mfe_blog', manifestUrl: over.manifestUrl ?? MANIFEST, sha256: SHA256, expiresAt: over.expiresAt ?? inAnHour }, over.secret ?? SECRET);

async function withApp(env: Record<string, string>, run: (check: (token: string) => Promise<{ statusCode: number; json: () => unknown; headers: Record<string, unknown> }>) => Promise<void>) {
  const t = await startTestApp({ env, clock: createTestClock(NOW) });
  try {
    await run((token) =>
      t.app.inject({ method: 'POST', url: '/api/remotes/preview', headers: { 'x-requested-with': 'lettra' }, payload: { token } }),
    );
  } finally {
    await t.close();
  }
}

describe('POST /api/remotes/preview', () => {
  const enabled = { PREVIEW_SECRET: SECRET, PREVIEW_ORIGINS: 'http://localhost:4104' };

  it('answers what a valid link allows: the remote, its manifest, the manifest’s hash and the end', async () => {
    await withApp(enabled, async (check) => {
      const answer = await check(link());
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['cache-control']).toBe('no-store');
      expect(answer.json()).toEqual({ remote: 'mfe_blog', manifestUrl: MANIFEST, sha256: SHA256, expiresAt: inAnHour.toISOString() });
    });
  });

  it('refuses in French a link expired, forged, or pointing to an origin not listed', async () => {
    await withApp(enabled, async (check) => {
      const refusals = [
        [link({ expiresAt: NOW }), 410, 'ExpiredPreviewLinkError', 'Ce lien de prévisualisation a expiré : demandez-en un nouveau à l’équipe Lettra.'],
        [link({ secret: 'un-autre-secret-de-prévisualisation-long' }), 400, 'InvalidPreviewLinkError', 'Ce lien de prévisualisation n’est pas valide : demandez-en un nouveau à l’équipe Lettra.'],
        [`mfe_blog:${MANIFEST}`, 400, 'InvalidPreviewLinkError', 'Ce lien de prévisualisation n’est pas valide : demandez-en un nouveau à l’équipe Lettra.'],
        [link({ manifestUrl: 'https://evil.example/mf-manifest.json' }), 403, 'PreviewOriginNotAllowedError', 'Ce lien de prévisualisation vise une origine que ce site n’autorise plus.'],
      ] as const;
      for (const [token, status, code, message] of refusals) {
        const answer = await check(token);
        expect(answer.statusCode, token).toBe(status);
        expect(answer.json()).toEqual({ code, message });
      }
    });
  });

  it('refuses every link when PREVIEW_SECRET is not set, even with PREVIEW_ORIGINS', async () => {
    await withApp({ PREVIEW_ORIGINS: 'http://localhost:4104' }, async (check) => {
      const answer = await check(link());
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toEqual({ code: 'PreviewsDisabledError', message: 'La prévisualisation n’est pas ouverte sur ce site.' });
    });
  });

  it('answers a missing or oversized token with the usual French validation error', async () => {
    await withApp(enabled, async (check) => {
      expect((await check('')).statusCode).toBe(400);
      expect((await check('a'.repeat(5000))).statusCode).toBe(400);
    });
  });
});
