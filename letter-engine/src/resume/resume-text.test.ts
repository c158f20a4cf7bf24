import { describe, expect, it } from 'vitest';
import { resumeLines, tidy } from './resume-text.ts';

describe('a comma written before its space', () => {
  it('goes after its word; a decimal comma stays', () => {
    expect(resumeLines("pose sol et faïence ,douche a l'italienne , chape , plinthes .   env. 40 salles de bains\nCA porté de 1,2 M€ à 2,1 M€")).toEqual([
      "pose sol et faïence, douche a l'italienne, chape, plinthes. env. 40 salles de bains",
      'CA porté de 1,2 M€ à 2,1 M€',
    ]);
  });
});

describe('a closing guillemet', () => {
  // A groomer's employer and a stock clerk's title in guillemets: '»' closes what '«' opened, though it opens a line as a bullet.
  it('stays at the end of what it closes', () => {
    expect(tidy('Salon « Au Poil Près »')).toBe('Salon « Au Poil Près »');
    expect(tidy('« Vendeur magasinier en pièces automobiles »')).toBe('« Vendeur magasinier en pièces automobiles »');
    expect(tidy('Serveur »')).toBe('Serveur');
  });
});
