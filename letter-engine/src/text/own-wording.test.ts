import { describe, expect, it } from 'vitest';
import { analyzeResume } from '../resume/analyze-resume.ts';
import { ownWording } from './own-wording.ts';

describe('a concept named in the CV’s own words', () => {
  it('keeps the words the candidate wrote', () => {
    expect(ownWording("j'aide à la prise de notes", { start: 12, end: 26 }, 'comptes rendus', 'french')).toBe('prise de notes');
    expect(ownWording('Daily stock rotation.', { start: 6, end: 20 }, 'stock management', 'english')).toBe('stock rotation');
  });

  it('keeps the label for a cut word, capitals, a verb first, a role, or a single word', () => {
    expect(ownWording('14 A/B tests', { start: 5, end: 12 }, 'tests A/B', 'french')).toBe('tests A/B');
    expect(ownWording('PRISE DE NOTES', { start: 0, end: 14 }, 'comptes rendus', 'french')).toBe('comptes rendus');
    expect(ownWording('rédiger des courriers', { start: 0, end: 21 }, 'correspondance', 'french')).toBe('correspondance');
    expect(ownWording('relire et réviser', { start: 0, end: 17 }, 'révision de traductions', 'french')).toBe('révision de traductions');
    expect(ownWording('Excel', { start: 0, end: 5 }, 'Excel', 'english')).toBe('Excel');
    expect(ownWording('Kitchen Porter, The Crown Inn', { start: 0, end: 14 }, 'dishwashing', 'english')).toBe('dishwashing');
  });

  it("is how a prose CV's skills read (an AESH's 'prise de notes' is no 'comptes rendus')", () => {
    const resume = analyzeResume(
      "Martine Le Goff\nDepuis septembre 2022, je suis AESH au collège public Jean-Macé de Lamballe. J'adapte les documents, j'aide à la prise de notes, je reformule les consignes.",
    );
    expect(resume.skills).toContain('prise de notes');
    expect(resume.skills).not.toContain('comptes rendus');
  });
});
