import { endPreview, previewWanted, readStoredPreview, storePreview, withPreview } from './preview-session.ts';

beforeEach(() => window.sessionStorage.clear());

describe('previewWanted', () => {
  it('is false on an ordinary load, so no preview code nor origin list is fetched', () => {
    expect(previewWanted('', window.sessionStorage)).toBe(false);
    expect(previewWanted('?q=preview', window.sessionStorage)).toBe(false);
    expect(previewWanted('', null)).toBe(false);
  });

  it('is true when the address asks for a preview or the tab holds one', () => {
    expect(previewWanted('?preview=v1.charge.signature', null)).toBe(true);
    storePreview(window.sessionStorage, 'v1.charge.signature');
    expect(previewWanted('', window.sessionStorage)).toBe(true);
    endPreview(window.sessionStorage);
    expect(readStoredPreview(window.sessionStorage)).toBeNull();
    expect(previewWanted('', window.sessionStorage)).toBe(false);
  });
});

describe('withPreview', () => {
  const map = { mfe_blog: 'https://cdn.lettra.fr/blog/mf-manifest.json', mfe_account: '/mfe/account/mf-manifest.json' };

  it('replaces the previewed remote’s entry only', () => {
    expect(withPreview(map, { remote: 'mfe_blog', manifestUrl: 'http://localhost:4205/mf-manifest.json' })).toEqual({
      mfe_blog: 'http://localhost:4205/mf-manifest.json',
      mfe_account: '/mfe/account/mf-manifest.json',
    });
    expect(withPreview(map, null)).toBe(map);
  });
});
