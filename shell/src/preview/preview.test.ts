import { fromAllowedOrigin, parsePreview } from './preview.ts';

const ORIGINS = ['http://localhost:4205', 'https://preview.lettra.fr'];

describe('parsePreview', () => {
  it('reads a known remote and the manifest address after the first colon', () => {
    expect(parsePreview('mfe_blog:https://preview.lettra.fr/blog/pr-12/mf-manifest.json')).toEqual({
      ok: true,
      preview: { remote: 'mfe_blog', manifestUrl: 'https://preview.lettra.fr/blog/pr-12/mf-manifest.json' },
    });
  });

  it('refuses a remote the registry does not know', () => {
    expect(parsePreview('mfe_admin:https://preview.lettra.fr/mf-manifest.json')).toEqual({ ok: false, reason: 'remote inconnu « mfe_admin »' });
    expect(parsePreview('https://preview.lettra.fr/mf-manifest.json')).toMatchObject({ ok: false });
    expect(parsePreview('')).toMatchObject({ ok: false });
  });

  it('refuses an address that is not absolute http or https', () => {
    expect(parsePreview('mfe_blog:/mfe/blog/mf-manifest.json')).toMatchObject({ ok: false });
    expect(parsePreview('mfe_blog:')).toMatchObject({ ok: false });
    expect(parsePreview('mfe_blog')).toMatchObject({ ok: false });
    expect(parsePreview('mfe_blog:javascript:alert(1)')).toMatchObject({ ok: false, reason: expect.stringContaining('ni http ni https') });
    expect(parsePreview('mfe_blog:data:text/javascript,alert(1)')).toMatchObject({ ok: false });
  });
});

describe('fromAllowedOrigin', () => {
  const allowed = (value: string) => {
    const parsed = parsePreview(value);
    if (!parsed.ok) throw new Error(parsed.reason);
    return fromAllowedOrigin(parsed.preview, ORIGINS);
  };

  it('accepts a listed origin, whatever the path', () => {
    expect(allowed('mfe_blog:http://localhost:4205/mf-manifest.json')).toBe(true);
    expect(allowed('mfe_account:https://preview.lettra.fr/account/pr-3/mf-manifest.json')).toBe(true);
  });

  it('refuses any origin not listed exactly', () => {
    expect(allowed('mfe_blog:http://127.0.0.1:4205/mf-manifest.json')).toBe(false);
    expect(allowed('mfe_blog:http://localhost:4206/mf-manifest.json')).toBe(false);
    expect(allowed('mfe_blog:http://preview.lettra.fr/mf-manifest.json')).toBe(false);
    expect(allowed('mfe_blog:https://preview.lettra.fr.evil.example/mf-manifest.json')).toBe(false);
    expect(allowed('mfe_blog:https://preview.lettra.fr@evil.example/mf-manifest.json')).toBe(false);
    expect(allowed('mfe_blog:https://evil.example/https://preview.lettra.fr/mf-manifest.json')).toBe(false);
  });
});
