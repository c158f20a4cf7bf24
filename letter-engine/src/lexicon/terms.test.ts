import { describe, expect, it } from 'vitest';
import { termFileSchema } from './lexicon-schema.ts';
import { DICTIONARY, TERM_FILES } from './terms.ts';

// Raw spellings that two concepts may share on purpose, as 'spelling: label / label'. None today:
// a spelling shared by accident makes the matcher credit the wrong concept.
const SHARED_ON_PURPOSE: readonly string[] = [];

describe('the term files', () => {
  it('each parse against the schema', () => {
    const failures = TERM_FILES.flatMap((file) => {
      const parsed = termFileSchema.safeParse(file);
      return parsed.success ? [] : [parsed.error.message];
    });
    expect(failures).toEqual([]);
  });

  it('give each label to one entry only', () => {
    const labels = DICTIONARY.map((entry) => entry.label);
    expect(labels.filter((label, index) => labels.indexOf(label) !== index)).toEqual([]);
  });

  it('give no spelling to two labels, unless listed as shared on purpose', () => {
    const owner = new Map<string, string>();
    const shared: string[] = [];
    for (const entry of DICTIONARY) {
      for (const alias of entry.aliases) {
        const other = owner.get(alias.toLowerCase());
        if (other !== undefined && other !== entry.label) shared.push(`${alias}: ${other} / ${entry.label}`);
        owner.set(alias.toLowerCase(), entry.label);
      }
    }
    expect(shared.filter((pair) => !SHARED_ON_PURPOSE.includes(pair))).toEqual([]);
  });

  it('imply only labels that exist', () => {
    const labels = new Set(DICTIONARY.map((entry) => entry.label));
    const dangling = DICTIONARY.flatMap((entry) => (entry.implies ?? []).filter((label) => !labels.has(label)).map((label) => `${entry.label} → ${label}`));
    expect(dangling).toEqual([]);
  });

  it('tells the label of a degree by its level only with a level', () => {
    expect(DICTIONARY.filter((entry) => entry.byLevel === true && entry.level === undefined).map((entry) => entry.label)).toEqual([]);
  });
});
