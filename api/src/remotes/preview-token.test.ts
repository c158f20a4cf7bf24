import { describe, expect, it } from 'vitest';
import { manifestSha256, MAX_PREVIEW_MINUTES, readPreviewToken, signPreviewToken, type PreviewGrant } from './preview-token.ts';

const SECRET = 'un-secret-de-prévisualisation-assez-long';
const ORIGINS = ['https://preview.lettra.fr', 'http://localhost:4104'];
const NOW = new Date('2026-11-29T10:00:00.000Z');
const grant: PreviewGrant = {
  remote: 'mfe_blog',
  manifestUrl: 'https://preview.lettra.fr/blog/pr-42/mf-manifest.json',
  sha256: manifestSha256('{"name":"mfe_blog"}'),
  expiresAt: new Date('2026-11-29T11:00:00.000Z'),
};
const read = (token: string, now = NOW) => readPreviewToken(token, { secret: SECRET, origins: ORIGINS, now });

describe('preview tokens', () => {
  it('give back what was signed, until the second it expires', () => {
    const token = signPreviewToken(grant, SECRET);
    expect(token).toMatch(/^v1\.[\w-]+\.[\w-]+$/);
    expect(read(token)).toEqual({ ok: true, grant });
    expect(read(token, new Date('2026-11-29T10:59:59.999Z'))).toMatchObject({ ok: true });
    expect(read(token, grant.expiresAt)).toEqual({ ok: false, refusal: 'expired' });
  });

  it('refuse a token signed with another secret, or changed in any part', () => {
    const token = signPreviewToken(grant, SECRET);
    const [version, payload, signature] = token.split('.') as [string, string, string];
    const otherManifest = Buffer.from(Buffer.from(payload, 'base64url').toString().replace('pr-42', 'pr-43')).toString('base64url');
    for (const changed of [
      signPreviewToken(grant, 'un-autre-secret-de-prévisualisation-long'),
      `${version}.${otherManifest}.${signature}`,
      `${version}.${payload}.${signature.slice(0, -2)}`,
      `v2.${payload}.${signature}`,
      `${version}.${payload}`,
      '',
      'mfe_blog:https://preview.lettra.fr/mf-manifest.json',
    ]) {
      expect(read(changed), changed).toEqual({ ok: false, refusal: 'malformed' });
    }
  });

  it('refuse a manifest whose origin PREVIEW_ORIGINS does not list exactly', () => {
    for (const manifestUrl of [
      'https://evil.example/mf-manifest.json',
      'http://preview.lettra.fr/mf-manifest.json',
      'http://127.0.0.1:4104/mf-manifest.json',
      'https://preview.lettra.fr.evil.example/mf-manifest.json',
    ]) {
      expect(read(signPreviewToken({ ...grant, manifestUrl }, SECRET)), manifestUrl).toEqual({ ok: false, refusal: 'origin' });
    }
  });

  it('refuse, even signed, an unknown remote, an address that is not http(s), a bad hash or a lifetime over the maximum', () => {
    const cases = [
      { ...grant, remote: 'mfe_admin' },
      { ...grant, manifestUrl: 'javascript:alert(1)' },
      { ...grant, manifestUrl: 'https://user:pass@preview.lettra.fr/mf-manifest.json' },
      { ...grant, sha256: 'ABC' },
      { ...grant, expiresAt: new Date(NOW.getTime() + (MAX_PREVIEW_MINUTES + 1) * 60_000) },
    ];
    for (const signed of cases) expect(read(signPreviewToken(signed, SECRET))).toEqual({ ok: false, refusal: 'malformed' });
  });

  it('hash a manifest as the shell does: SHA-256 of its bytes, lower-case hex', () => {
    expect(manifestSha256('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
  });
});
