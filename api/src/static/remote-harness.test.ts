import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staticSite } from './index.ts';

const HARNESS = '<!doctype html><title>mfe_account — harnais autonome</title>';

describe("a remote's build served under /mfe/", () => {
  let root: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'lettra-remote-harness-'));
    const write = (path: string, content: string) => {
      mkdirSync(dirname(join(root, path)), { recursive: true });
      writeFileSync(join(root, path), content);
    };
    write('mfe-account/dist/index.html', HARNESS);
    write('mfe-account/dist/index.html.gz', HARNESS);
    write('mfe-account/dist/remoteEntry.js', 'export const entry = 1;');
    write('mfe-account/dist/mf-manifest.json', '{}');
    app = Fastify();
    await app.register(staticSite, { frontRoot: root, siteUrl: 'https://lettra.example', now: () => new Date(0) });
    await app.ready();
  });

  afterAll(async () => {
    await app?.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('serves its modules and manifest', async () => {
    expect((await app.inject({ url: '/mfe/account/remoteEntry.js' })).statusCode).toBe(200);
    expect((await app.inject({ url: '/mfe/account/mf-manifest.json' })).statusCode).toBe(200);
  });

  it.each(['/mfe/account/', '/mfe/account/index.html', '/mfe/account/INDEX.HTML', '/mfe/account/%69ndex.html'])(
    'never serves the standalone harness page at %s',
    async (url) => {
      const response = await app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('harnais autonome');
    },
  );
});
