import { describe, expect, it } from 'vitest';
import { fromCapitals } from './letter-case.ts';

describe('a phrase a CV wrote in capitals', () => {
  it('is written as a name, each word capitalised but its link words, its acronyms kept', () => {
    expect(fromCapitals('GROUPE MAISONS OCÉANES', 'name')).toBe('Groupe Maisons Océanes');
    expect(fromCapitals("CABINET D'AUDIT", 'name')).toBe("Cabinet d'Audit");
    expect(fromCapitals('MASTER COMPTABILITÉ CONTRÔLE AUDIT (CCA)', 'name')).toBe('Master Comptabilité Contrôle Audit (CCA)');
  });

  it('is written as a noun in lower case, its acronyms and the lexicon\'s capitals kept', () => {
    expect(fromCapitals('EN AUDIT ET CONTRÔLE INTERNE', 'noun')).toBe('en audit et contrôle interne');
    expect(fromCapitals('AGENT DE SÉCURITÉ SSIAP 1', 'noun')).toBe('agent de sécurité SSIAP 1');
  });

  it('leaves a phrase with small letters, a brand and an acronym as they are', () => {
    expect(fromCapitals('Groupe Maisons Océanes', 'name')).toBe('Groupe Maisons Océanes');
    expect(fromCapitals('DECATHLON', 'name')).toBe('DECATHLON');
    expect(fromCapitals('SNCF', 'noun')).toBe('SNCF');
  });
});
