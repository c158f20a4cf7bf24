import { webcrypto } from 'node:crypto';
import type { PreviewGrantAnswer } from '@lettra/contracts';
import { ApiError } from '@lettra/shared-ui';
import { readStoredPreview, storePreview } from './preview-session.ts';
import { PREVIEW_MESSAGES, startPreview, type PreviewEnvironment } from './start-preview.ts';

const MANIFEST = 'http://localhost:4104/mf-manifest.json';
const MANIFEST_TEXT = '{"name":"mfe_blog","metaData":{}}';
const TOKEN = 'v1.charge.signature';
const bytesOf = (text: string) => new TextEncoder().encode(text).buffer as ArrayBuffer;

async function sha256Of(text: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytesOf(text)));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

async function environment(href: string, over: Partial<PreviewEnvironment> = {}) {
  const grant: PreviewGrantAnswer = { remote: 'mfe_blog', manifestUrl: MANIFEST, sha256: await sha256Of(MANIFEST_TEXT), expiresAt: '2026-11-29T11:00:00.000Z' };
  const history = { state: { key: 'k' }, replaceState: vi.fn() };
  return {
    location: { href },
    history,
    storage: window.sessionStorage,
    verify: vi.fn(async () => grant),
    confirm: vi.fn(async () => true),
    fetchManifest: vi.fn(async () => bytesOf(MANIFEST_TEXT)),
    navigate: vi.fn(),
    warn: vi.fn(),
    ...over,
  } satisfies PreviewEnvironment;
}

const link = (token: string, path = '/blog') => `https://lettra.fr${path}?${new URLSearchParams({ q: 'cv', preview: token })}#haut`;
const PREVIEW = { kind: 'preview', preview: { remote: 'mfe_blog', manifestUrl: MANIFEST }, manifestText: MANIFEST_TEXT };

// jsdom's window has no crypto.subtle; a browser's (in a secure context) is the same Web Crypto as Node's.
beforeAll(() => vi.stubGlobal('crypto', webcrypto));
afterAll(() => vi.unstubAllGlobals());
beforeEach(() => window.sessionStorage.clear());

describe('startPreview', () => {
  it('does nothing, and asks the api nothing, without a link or a preview in the tab', async () => {
    const env = await environment('https://lettra.fr/blog?q=cv');
    expect(await startPreview(env)).toEqual({ kind: 'none' });
    expect(env.verify).not.toHaveBeenCalled();
    expect(env.history.replaceState).not.toHaveBeenCalled();
  });

  it('has the api check a new link, asks the visitor, then runs the manifest the link pins; the link leaves the address', async () => {
    const env = await environment(link(TOKEN));
    expect(await startPreview(env)).toEqual(PREVIEW);
    expect(env.verify).toHaveBeenCalledWith(TOKEN);
    expect(env.confirm).toHaveBeenCalledOnce();
    expect(env.history.replaceState).toHaveBeenCalledWith({ key: 'k' }, '', 'https://lettra.fr/blog?q=cv#haut');
    expect(readStoredPreview(window.sessionStorage)).toBe(TOKEN);
  });

  it('asks nothing before the api has answered, and loads nothing before the visitor has', async () => {
    const order: string[] = [];
    const grant = await (await environment('https://lettra.fr/')).verify(TOKEN);
    const env = await environment(link(TOKEN), {
      verify: async () => (order.push('verify'), grant),
      confirm: async () => (order.push('confirm'), true),
      fetchManifest: async () => (order.push('fetch'), bytesOf(MANIFEST_TEXT)),
    });
    expect(await startPreview(env)).toEqual(PREVIEW);
    expect(order).toEqual(['verify', 'confirm', 'fetch']);
  });

  it('on ‘Annuler’, forgets the link and loads the page again without it (its CSP then names no test origin)', async () => {
    const env = await environment(link(TOKEN), { confirm: vi.fn(async () => false) });
    expect(await startPreview(env)).toEqual({ kind: 'reloading' });
    expect(env.navigate).toHaveBeenCalledWith('https://lettra.fr/blog?q=cv#haut');
    expect(env.fetchManifest).not.toHaveBeenCalled();
    expect(readStoredPreview(window.sessionStorage)).toBeNull();
  });

  it('in a tab that accepted the link, loads a page reached without it again with it, then runs it without asking twice', async () => {
    storePreview(window.sessionStorage, TOKEN);
    const reached = await environment('https://lettra.fr/faq');
    expect(await startPreview(reached)).toEqual({ kind: 'reloading' });
    expect(reached.navigate).toHaveBeenCalledWith(`https://lettra.fr/faq?preview=${TOKEN}`);
    expect(reached.verify).not.toHaveBeenCalled();

    const reloaded = await environment(`https://lettra.fr/faq?preview=${TOKEN}`);
    expect(await startPreview(reloaded)).toEqual(PREVIEW);
    expect(reloaded.verify).toHaveBeenCalledWith(TOKEN);
    expect(reloaded.confirm).not.toHaveBeenCalled();
  });

  it('shows the api’s French refusal, ends the tab’s preview and loads the live remote', async () => {
    storePreview(window.sessionStorage, TOKEN);
    const message = 'Ce lien de prévisualisation a expiré : demandez-en un nouveau à l’équipe Lettra.';
    const env = await environment(link(TOKEN), {
      verify: vi.fn(async () => Promise.reject(new ApiError(410, { code: 'ExpiredPreviewLinkError', message }))),
    });
    expect(await startPreview(env)).toEqual({ kind: 'refused', message });
    expect(env.confirm).not.toHaveBeenCalled();
    expect(env.fetchManifest).not.toHaveBeenCalled();
    expect(readStoredPreview(window.sessionStorage)).toBeNull();
  });

  it('says so in French when the api cannot be asked', async () => {
    const env = await environment(link(TOKEN), { verify: vi.fn(async () => Promise.reject(new ApiError(0, { code: 'NetworkError', message: 'Erreur réseau' }))) });
    expect(await startPreview(env)).toEqual({ kind: 'refused', message: PREVIEW_MESSAGES.unchecked });
  });

  it('runs the live remote, with a French warning, when the manifest is not the one the link pins', async () => {
    const env = await environment(link(TOKEN), { fetchManifest: vi.fn(async () => bytesOf('{"name":"mfe_blog","metaData":{"changed":true}}')) });
    expect(await startPreview(env)).toEqual({ kind: 'refused', message: PREVIEW_MESSAGES.changed('mfe_blog') });
    expect(readStoredPreview(window.sessionStorage)).toBeNull();
  });

  it('runs the live remote, with a French warning, when the manifest does not answer', async () => {
    const env = await environment(link(TOKEN), { fetchManifest: vi.fn(async () => Promise.reject(new Error('HTTP 404'))) });
    expect(await startPreview(env)).toEqual({ kind: 'refused', message: PREVIEW_MESSAGES.unreachable('mfe_blog') });
  });
});
