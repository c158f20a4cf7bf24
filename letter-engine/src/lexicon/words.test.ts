import { describe, expect, it } from 'vitest';
import { foldText } from '../text/fold.ts';
import { wordFileSchema } from './lexicon-schema.ts';
import { lexiconGroups, lexiconWords, WORD_FILES } from './words.ts';

describe('the word files', () => {
  it('each parse against the schema', () => {
    const failures = WORD_FILES.flatMap((file) => {
      const parsed = wordFileSchema.safeParse(file);
      return parsed.success ? [] : [parsed.error.message];
    });
    expect(failures).toEqual([]);
  });

  it('write folded groups as the code compares them', () => {
    const unfolded = lexiconGroups({})
      .filter((group) => group.folded)
      .flatMap((group) => group.words.filter((word) => foldText(word) !== word).map((word) => `${group.list}: ${word}`));
    expect(unfolded).toEqual([]);
  });

  it('name each word once per list and language', () => {
    const seen = new Set<string>();
    const twice: string[] = [];
    for (const group of lexiconGroups({})) {
      for (const word of group.words) {
        const key = `${group.list} ${group.language} ${group.section ?? ''} ${word}`;
        if (seen.has(key)) twice.push(key);
        seen.add(key);
      }
    }
    expect(twice).toEqual([]);
  });

  it('answer a query by list and language, with the groups written for both languages', () => {
    expect(lexiconWords({ list: 'coordinators', language: 'french' })).toEqual(['et', 'ou', 'and', 'or']);
    expect(lexiconWords({ list: 'phrase-connectors', language: 'english' })).toEqual(['of']);
    expect(lexiconWords({ list: 'stopwords', language: 'english' })).not.toContain('le');
  });

  it('answer a query for several lists with their union', () => {
    const filler = lexiconWords({ list: ['connectors', 'gender-marks'] });
    expect(filler).toContain('de');
    expect(filler).toContain('h');
  });

  it('answer a query by kind across lists', () => {
    const functionWords = lexiconWords({ kind: 'function-word', language: 'french' });
    expect(functionWords).toContain('de');
    expect(functionWords).not.toContain('lundi');
  });
});
