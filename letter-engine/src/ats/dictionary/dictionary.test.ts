import { describe, expect, it } from 'vitest';
import { contentTokens } from '../term-matcher.ts';
import { DICTIONARY } from './index.ts';

// How the matcher reads an alias: stems, or words as written for a case-sensitive one.
function compiled(alias: string): string {
  const caseSensitive = alias.startsWith('=');
  const tokens = contentTokens(caseSensitive ? alias.slice(1) : alias);
  return `${caseSensitive ? '=' : ''}${tokens.map((token) => (caseSensitive ? token.raw : token.stem)).join(' ')}`;
}

describe('the dictionary', () => {
  it('names every concept once', () => {
    const labels = DICTIONARY.map((entry) => entry.label);
    expect(labels.filter((label, index) => labels.indexOf(label) !== index)).toEqual([]);
  });

  it('gives no spelling to two concepts', () => {
    const owner = new Map<string, string>();
    const shared: string[] = [];
    for (const entry of DICTIONARY) {
      for (const alias of entry.aliases) {
        const key = compiled(alias);
        const other = owner.get(key);
        if (other !== undefined && other !== entry.label) shared.push(`${alias}: ${other} / ${entry.label}`);
        owner.set(key, entry.label);
      }
    }
    expect(shared).toEqual([]);
  });

  it('has no spelling that shrinks to one ordinary word once its small words are dropped', () => {
    // 'a-level' would read as 'level', 'goods-in' as 'goods', 'M&A' as 'M'.
    const shrunk = DICTIONARY.flatMap((entry) =>
      entry.aliases.filter((alias) => {
        const words = alias.replace(/^=/, '').split(/[\s\-&/]+/).filter(Boolean);
        const tokens = contentTokens(alias.replace(/^=/, ''));
        const left = tokens[0]?.folded ?? '';
        return tokens.length === 0 || (words.length > 1 && tokens.length === 1 && (left.length === 1 || left.length > 3));
      }),
    );
    expect(shrunk).toEqual([]);
  });

  it('labels every skill and every setting in English too', () => {
    const unlabelled = DICTIONARY.filter((entry) => (entry.kind === 'skill' || entry.kind === 'sector') && entry.labelEn === undefined);
    expect(unlabelled.map((entry) => entry.label)).toEqual([]);
  });
});
