import { fetchPreviewOrigins } from './preview-origins.ts';

const answer = (body: unknown, status = 200) => vi.fn(async () => new Response(JSON.stringify(body), { status }));

afterEach(() => vi.unstubAllGlobals());

describe('fetchPreviewOrigins', () => {
  it('reads the origins the api allows, never from the cache', async () => {
    const fetch = answer({ origins: ['http://localhost:4205'] });
    vi.stubGlobal('fetch', fetch);
    expect(await fetchPreviewOrigins()).toEqual(['http://localhost:4205']);
    expect(fetch).toHaveBeenCalledWith('/preview-origins.json', { cache: 'no-store' });
  });

  it('fails on an error status or an unexpected body', async () => {
    vi.stubGlobal('fetch', answer({ origins: [] }, 404));
    await expect(fetchPreviewOrigins()).rejects.toThrow('HTTP 404');
    vi.stubGlobal('fetch', answer({ origins: 'http://localhost:4205' }));
    await expect(fetchPreviewOrigins()).rejects.toThrow('format inattendu');
    vi.stubGlobal('fetch', answer(['http://localhost:4205']));
    await expect(fetchPreviewOrigins()).rejects.toThrow('format inattendu');
  });
});
