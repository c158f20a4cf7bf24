import { describe, expect, it } from 'vitest';
import type { RemoteMap } from './remote-map.ts';
import { REMOTES_FILE_CHECK_MS, remotesFile } from './remote-map-source.ts';

const V1 = '{"mfe_blog":"https://cdn.example/mfe-blog/v1/mf-manifest.json"}';
const V2 = '{"mfe_blog":"https://cdn.example/mfe-blog/v2/mf-manifest.json"}';

/** A file held in memory, a clock the test moves, and what the source reported. */
function setUp(initial: string | null = V1) {
  const state = { text: initial, clock: 0, reads: 0, changes: [] as RemoteMap[], errors: [] as string[] };
  const source = remotesFile({
    path: '/etc/lettra/remotes.json',
    now: () => new Date(state.clock),
    read: async () => {
      state.reads += 1;
      if (state.text === null) throw new Error('ENOENT: no such file');
      return state.text;
    },
    onChange: (map) => state.changes.push(map),
    onError: (error) => state.errors.push(error.message),
  });
  return { state, source };
}

describe('the remote map followed in REMOTES_FILE', () => {
  it('refuses to start without a readable map, naming the file', async () => {
    await expect(setUp(null).source).rejects.toThrow('REMOTES_FILE (/etc/lettra/remotes.json) : ENOENT');
    await expect(setUp('["https://cdn.example"]').source).rejects.toThrow('REMOTES_FILE (/etc/lettra/remotes.json) : la liste des remotes');
  });

  it('serves the map it read, and the new one from the first request REMOTES_FILE_CHECK_MS after the last read', async () => {
    const { state, source: started } = setUp();
    const source = await started;
    const first = await source.current();
    expect(first).toEqual({ mfe_blog: 'https://cdn.example/mfe-blog/v1/mf-manifest.json' });

    state.text = V2;
    state.clock += REMOTES_FILE_CHECK_MS - 1;
    expect(await source.current()).toBe(first);
    expect(state.reads).toBe(1);

    state.clock += 1;
    expect(await source.current()).toEqual({ mfe_blog: 'https://cdn.example/mfe-blog/v2/mf-manifest.json' });
    expect(state.changes).toEqual([{ mfe_blog: 'https://cdn.example/mfe-blog/v2/mf-manifest.json' }]);
  });

  it('hands out the same object while the file does not change, so what is made from it is made once', async () => {
    const { state, source: started } = setUp();
    const source = await started;
    const first = await source.current();
    for (let check = 0; check < 3; check += 1) {
      state.clock += REMOTES_FILE_CHECK_MS;
      expect(await source.current()).toBe(first);
    }
    expect(state.reads).toBe(4);
    expect(state.changes).toEqual([]);
  });

  it('reads the file once for requests that arrive together', async () => {
    const { state, source: started } = setUp();
    const source = await started;
    state.clock += REMOTES_FILE_CHECK_MS;
    state.text = V2;
    const maps = await Promise.all([source.current(), source.current(), source.current()]);
    expect(new Set(maps).size).toBe(1);
    expect(state.reads).toBe(2);
  });

  it('keeps the last good map while the file is missing or malformed, reports each problem once, and takes the fixed file', async () => {
    const { state, source: started } = setUp();
    const source = await started;
    const good = await source.current();
    for (const text of [null, null, '{"mfe_blog":', '{"mfe_blog":']) {
      state.text = text;
      state.clock += REMOTES_FILE_CHECK_MS;
      expect(await source.current()).toBe(good);
    }
    expect(state.errors).toEqual([
      'REMOTES_FILE (/etc/lettra/remotes.json) : ENOENT: no such file ; la liste précédente reste en service',
      'REMOTES_FILE (/etc/lettra/remotes.json) : la liste des remotes doit être un objet JSON ; la liste précédente reste en service',
    ]);
    state.text = V2;
    state.clock += REMOTES_FILE_CHECK_MS;
    expect((await source.current()).mfe_blog).toBe('https://cdn.example/mfe-blog/v2/mf-manifest.json');
    expect(state.changes).toHaveLength(1);
  });
});
