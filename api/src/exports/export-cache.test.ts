import { describe, expect, it } from 'vitest';
import { createExportCache, exportCacheKey, type ExportKey } from './export-cache.ts';

const bytes = (length: number, fill = 1) => new Uint8Array(length).fill(fill);

const KEY: ExportKey = {
  userId: 'usr_alice',
  letterId: 'let_1',
  version: 3,
  updatedAt: new Date('2026-11-29T04:00:00Z'),
  format: 'pdf',
  layout: 'classique',
  document: { title: 'Lettre', content: 'Madame, Monsieur,', company: 'Atelier', language: 'french', accountName: 'Alice Dupont' },
};

describe('export cache', () => {
  it('gives back what was set, and nothing for an unknown key', () => {
    const cache = createExportCache({ maxEntries: 2, maxBytes: 100 });
    cache.set('a', bytes(10));
    expect(cache.get('a')).toEqual(bytes(10));
    expect(cache.get('b')).toBeUndefined();
  });

  it('drops the least recently sent first when it holds too many', () => {
    const cache = createExportCache({ maxEntries: 2, maxBytes: 100 });
    cache.set('a', bytes(1));
    cache.set('b', bytes(1));
    cache.get('a');
    cache.set('c', bytes(1));
    expect([cache.get('a'), cache.get('b'), cache.get('c')].map(Boolean)).toEqual([true, false, true]);
    expect(cache.size).toBe(2);
  });

  it('drops the oldest until the bytes fit, and never keeps a document over the whole budget', () => {
    const cache = createExportCache({ maxEntries: 10, maxBytes: 100 });
    cache.set('a', bytes(40));
    cache.set('b', bytes(40));
    cache.set('c', bytes(40));
    expect([cache.get('a'), cache.get('b'), cache.get('c')].map(Boolean)).toEqual([false, true, true]);
    cache.set('huge', bytes(101));
    expect(cache.get('huge')).toBeUndefined();
    // Setting a key again replaces its bytes in the count.
    cache.set('b', bytes(10));
    cache.set('d', bytes(50));
    expect([cache.get('b'), cache.get('c'), cache.get('d')].map(Boolean)).toEqual([true, true, true]);
  });

  // Each row: a change to the download, which must give another key.
  const changes: Array<[string, Partial<ExportKey>]> = [
    ['another owner', { userId: 'usr_bob' }],
    ['another letter', { letterId: 'let_2' }],
    ['an edit (the version)', { version: 4 }],
    ['a later write', { updatedAt: new Date('2026-11-29T04:00:01Z') }],
    ['the other format', { format: 'docx' }],
    ['another layout', { layout: 'moderne' }],
    ['another text', { document: { ...KEY.document, content: 'Madame,' } }],
    ['another account name', { document: { ...KEY.document, accountName: 'Alice Martin' } }],
    ['another company', { document: { ...KEY.document, company: null } }],
  ];
  it.each(changes)('keys a download apart for %s', (_change, change) => {
    expect(exportCacheKey({ ...KEY, ...change })).not.toBe(exportCacheKey(KEY));
    expect(exportCacheKey({ ...KEY })).toBe(exportCacheKey(KEY));
  });
});
