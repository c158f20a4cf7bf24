import { describe, expect, it } from 'vitest';
import { foldText } from './fold.ts';
import { stem } from './stem.ts';

// Pairs that must share a stem: plurals and the feminine forms of French job titles and adjectives.
const SAME_STEM: ReadonlyArray<[string, string]> = [
  ['développeuse', 'développeur'],
  ['Développeuses', 'développeurs'],
  ['directrice', 'directeur'],
  ['technicienne', 'technicien'],
  ['ingénieure', 'ingénieur'],
  ['chargée', 'chargé'],
  ['professionnelle', 'professionnel'],
  ['créative', 'créatif'],
  ['boulangère', 'boulanger'],
  ['consultante', 'consultant'],
  ['anglaise', 'anglais'],
  ['commerciaux', 'commerciale'],
  ['réseaux', 'réseau'],
  ['projets', 'projet'],
  ['processes', 'process'],
];

describe('stem', () => {
  it.each(SAME_STEM)('gives %s and %s the same stem', (a, b) => {
    expect(stem(foldText(a))).toBe(stem(foldText(b)));
  });

  it.each([['c++'], ['node.js'], ['bac+5'], ['c#'], ['aws'], ['sql']])('leaves %s as it is', (word) => {
    expect(stem(word)).toBe(word);
  });

  it('keeps different words apart', () => {
    expect(stem('java')).not.toBe(stem('javascript'));
    expect(stem(foldText('comptable'))).not.toBe(stem(foldText('comptabilité')));
  });
});
