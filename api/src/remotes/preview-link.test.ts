import { beforeEach, describe, expect, it } from 'vitest';
import { runPreviewLink, type PreviewLinkContext } from './preview-link.ts';
import { manifestSha256, readPreviewToken } from './preview-token.ts';

const SECRET = 'un-secret-de-prévisualisation-assez-long';
const ORIGINS = ['http://localhost:4104'];
const MANIFEST = 'http://localhost:4104/mf-manifest.json';
const NOW = new Date('2026-11-29T10:00:00.000Z');
const BYTES = new TextEncoder().encode('{"name":"mfe_blog","metaData":{}}\n');

let output: { out: string[]; err: string[] };
let served: Record<string, Uint8Array>;

function context(overrides: Partial<PreviewLinkContext> = {}): PreviewLinkContext {
  return {
    secret: SECRET,
    origins: ORIGINS,
    siteUrl: 'http://localhost:3000',
    now: () => NOW,
    fetchBytes: async (url) => {
      const bytes = served[url];
      if (!bytes) throw new Error('HTTP 404');
      return bytes;
    },
    print: (text) => output.out.push(text),
    printError: (text) => output.err.push(text),
    ...overrides,
  };
}

const linkIn = (text: string) => new URL(/http:\/\/localhost:3000\/\S*/.exec(text)![0]);

beforeEach(() => {
  output = { out: [], err: [] };
  served = { [MANIFEST]: BYTES };
});

describe('pnpm remote:preview-link', () => {
  it('prints a link to the page whose token the api accepts: that remote, that manifest and its hash, for the minutes asked', async () => {
    expect(await runPreviewLink(['mfe_blog', MANIFEST, '--minutes', '30', '--page', '/blog'], context())).toBe(0);
    const link = linkIn(output.out.join('\n'));
    expect(link.pathname).toBe('/blog');
    const read = readPreviewToken(link.searchParams.get('preview')!, { secret: SECRET, origins: ORIGINS, now: NOW });
    expect(read).toEqual({
      ok: true,
      grant: { remote: 'mfe_blog', manifestUrl: MANIFEST, sha256: manifestSha256(BYTES), expiresAt: new Date('2026-11-29T10:30:00.000Z') },
    });
    expect(output.out.join('\n')).toContain('valable 30 min (jusqu’à 2026-11-29 10:30 UTC)');
  });

  it('lasts an hour on the home page by default', async () => {
    expect(await runPreviewLink(['mfe_blog', MANIFEST], context())).toBe(0);
    const link = linkIn(output.out.join('\n'));
    expect(link.pathname).toBe('/');
    const read = readPreviewToken(link.searchParams.get('preview')!, { secret: SECRET, origins: ORIGINS, now: NOW });
    expect(read.ok && read.grant.expiresAt).toEqual(new Date('2026-11-29T11:00:00.000Z'));
  });

  it.each([
    { why: 'no secret', args: ['mfe_blog', MANIFEST], over: { secret: null }, says: 'PREVIEW_SECRET n’est pas défini' },
    { why: 'an origin not listed', args: ['mfe_blog', 'https://evil.example/mf-manifest.json'], over: {}, says: 'n’est pas dans PREVIEW_ORIGINS' },
    { why: 'another remote’s manifest', args: ['mfe_account', MANIFEST], over: {}, says: 'est celui de mfe_blog, pas de mfe_account' },
    { why: 'a manifest that does not answer', args: ['mfe_blog', 'http://localhost:4104/pr-9/mf-manifest.json'], over: {}, says: 'injoignable : HTTP 404' },
    { why: 'too long a life', args: ['mfe_blog', MANIFEST, '--minutes', '1441'], over: {}, says: '--minutes' },
    { why: 'a page that is not a path', args: ['mfe_blog', MANIFEST, '--page', '//evil.example'], over: {}, says: '--page' },
    { why: 'a missing argument', args: ['mfe_blog'], over: {}, says: 'usage' },
  ])('prints no link for $why, and says why', async ({ args, over, says }) => {
    expect(await runPreviewLink(args, context(over))).toBe(1);
    expect(output.out).toEqual([]);
    expect(output.err.join('\n')).toContain(says);
  });
});
