import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { exposesOf, REMOTE_NAMES, REMOTES } from './remotes.ts';

describe('REMOTES', () => {
  it('names a file under each remote’s src/exposed/ for every screen it exposes', () => {
    const missing = REMOTE_NAMES.flatMap((name) =>
      Object.values(exposesOf(name))
        .map((file) => join(import.meta.dirname, '..', REMOTES[name].dir, file))
        .filter((path) => !existsSync(path)),
    );
    expect(missing).toEqual([]);
  });

  it('exposes each screen as ./<Screen>, the id RemoteSlot loads', () => {
    expect(exposesOf('mfe_blog')).toEqual({
      './BlogListPage': './src/exposed/BlogListPage.tsx',
      './BlogArticlePage': './src/exposed/BlogArticlePage.tsx',
    });
  });
});
