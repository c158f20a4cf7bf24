import { describe, expect, it } from 'vitest';
import { levelRank, overstatedLevels, resumeLanguageRanks, lowestCefr } from './language-levels.ts';

describe('levelRank', () => {
  it.each<[string, number | null]>([
    ['langue maternelle', 5],
    ['bilingue', 5],
    ['courant', 4],
    ['Full professional proficiency', 4],
    ['professionnel (TOEIC 880)', 3],
    ['B2', 3],
    ['TOEIC 950', 4],
    ['IELTS 6.5', 3],
    ['intermédiaire', 2],
    ['notions', 1],
    ['lu, écrit', null],
  ])('ranks «%s» %s', (level, rank) => {
    expect(levelRank(level)).toBe(rank);
  });
});

describe('overstatedLevels', () => {
  const ranks = resumeLanguageRanks([
    { language: 'anglais', code: 'en', level: 'professionnel (TOEIC 880)' },
    { language: 'espagnol', code: 'es', level: null },
  ]);

  it.each<[string, string[]]>([
    ['Je parle un anglais courant.', ['anglais courant']],
    ['I speak fluent English.', ['fluent English']],
    ['Je suis bilingue en anglais.', ['bilingue anglais']],
    ['Je suis parfaitement bilingue.', ['parfaitement bilingue']],
    ['Je parle anglais (niveau B2).', []],
    ['Je parle un espagnol courant.', []],
    ['Je parle un allemand courant.', []],
  ])('«%s» overstates %j', (sentence, labels) => {
    expect(overstatedLevels(sentence, ranks).map((claim) => claim.label)).toEqual(labels);
  });
});

describe('a grid of levels', () => {
  // A teaching assistant's Europass: listening, reading, conversation, speaking, writing.
  it('is told by its lowest, and a single level by none', () => {
    expect(lowestCefr('C1 C1 B2 B2 B2')).toBe('B2');
    expect(lowestCefr('B2 oral, C1 écrit')).toBe('B2');
    expect(lowestCefr('C1')).toBeNull();
  });
});
