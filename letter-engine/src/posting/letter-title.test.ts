import { describe, expect, it } from 'vitest';
import { letterTitle } from './letter-title.ts';

describe('letterTitle', () => {
  it.each([
    [{ company: 'Acme', position: 'Développeur Full Stack' }, 'french', 'Acme – Développeur Full Stack'],
    [{ company: 'Acme', position: 'Data Analyst' }, 'english', 'Acme – Data Analyst'],
    [{ company: null, position: 'Comptable unique' }, 'french', 'Lettre de motivation – Comptable unique'],
    [{ company: 'Finch', position: null }, 'english', 'Cover letter – Finch'],
    [{ company: null, position: null }, 'french', 'Lettre de motivation'],
  ] as const)('titles %j in %s', (posting, language, title) => {
    expect(letterTitle(posting, language)).toBe(title);
  });

  it('caps very long titles at 120 characters', () => {
    const title = letterTitle({ company: 'A'.repeat(100), position: 'B'.repeat(100) }, 'french');
    expect(title.length).toBe(120);
    expect(title.endsWith('…')).toBe(true);
  });
});
