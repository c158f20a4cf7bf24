import { describe, expect, it } from 'vitest';
import { hasInvisibleControls, personNameSchema } from './fields.ts';
import { letterPatchBodySchema } from './letters.ts';

const RLO = String.fromCodePoint(0x202e);

describe('names and titles refuse invisible control characters', () => {
  it.each([
    ['a right-to-left override', `Léa${RLO}fdp.exe`],
    ['a left-to-right embedding', `Léa${String.fromCodePoint(0x202a)}`],
    ['a first-strong isolate', `Léa ${String.fromCodePoint(0x2068)}Martin`],
    ['a pop directional isolate', `Léa${String.fromCodePoint(0x2069)}`],
    ['a NUL', 'Léa\u0000'],
    ['a line feed inside', 'Léa\nMartin'],
    ['a tab inside', 'Léa\tMartin'],
    ['a C1 control', 'Léa\u0085Martin'],
    ['a DEL', 'Léa\u007fMartin'],
    ['a line separator', 'Léa\u2028Martin'],
  ])('finds %s', (_case, text) => {
    expect(hasInvisibleControls(text)).toBe(true);
  });

  it.each([
    ['accents and a hyphen', 'Zoé Lefèvre-Dupont'],
    ['Arabic with its marks', 'ليلى\u200f بن علي'],
    ['an emoji sequence with a joiner', 'Léa 👩\u200d💻'],
    ['a no-break space', 'Jean\u00a0Martin'],
  ])('leaves %s alone', (_case, text) => {
    expect(hasInvisibleControls(text)).toBe(false);
  });

  it('refuses such a name with a French message', () => {
    const result = personNameSchema.safeParse(`Léa${RLO}nimda`);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Le nom contient des caractères invisibles non autorisés.');
    expect(personNameSchema.parse('  Léa Martin  ')).toBe('Léa Martin');
  });

  it('refuses such a letter title with a French message', () => {
    const result = letterPatchBodySchema.safeParse({ version: 1, title: `Candidature${RLO}fdp.exe` });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Le titre contient des caractères invisibles non autorisés.');
    expect(letterPatchBodySchema.parse({ version: 1, title: 'Candidature — Développeur' }).title).toBe('Candidature — Développeur');
  });
});
