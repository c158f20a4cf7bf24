import { describe, expect, it } from 'vitest';
import { letterFacts } from './letter-facts.ts';
import { read } from './reading.ts';

const today = new Date('2026-11-22T10:00:00Z');

function evidenceOf(resume: string, posting: string, language: 'french' | 'english'): string[] {
  return letterFacts(read(resume, posting, today), language, null, today).evidence.map((fact) => fact.text);
}

describe('the CV lines a letter may tell as work', () => {
  it("leaves out an employer's place line, a line of names and bare praise, in either language", () => {
    const french = evidenceOf(
      [
        'Kévin Marchetti',
        'EXPÉRIENCE',
        'Électricien de maintenance — Fromagerie des Monts · 2022 – 2025',
        '• Fromagerie des Monts, Lons-le-Saunier (39)',
        '• Dépannage des lignes de conditionnement et remplacement des moteurs',
        '• Je suis rigoureux.',
      ].join('\n'),
      'Électricien de maintenance H/F\nVos missions : dépannage des lignes, maintenance préventive.',
      'french',
    );
    expect(french).toEqual(['Dépannage des lignes de conditionnement et remplacement des moteurs']);
    const english = evidenceOf(
      [
        'Tom Fletcher',
        'EXPERIENCE',
        'Site Manager — Bellway Homes · 2020 – present',
        '• Kings Hill, Kent',
        '• Delivered 2 developments (64 and 112 homes) on programme',
        '• I am organised, resilient and target-driven.',
      ].join('\n'),
      'Site Manager\nYou will deliver developments on programme.',
      'english',
    );
    expect(english).toEqual(['Delivered 2 developments (64 and 112 homes) on programme']);
  });
});
