import { describe, expect, it } from 'vitest';
import { dutyListClause } from './duty-list.ts';

describe('a CV line of duties written as nouns', () => {
  it('gives each duty its article, in the tense of the job', () => {
    expect(dutyListClause('Mise en rayon, inventaire', true)).toBe("mon travail comprend la mise en rayon et l'inventaire");
    expect(dutyListClause('Maintenance préventive planifiée sur GMAO (Coswin)', false)).toBe('mon travail comprenait la maintenance préventive planifiée sur GMAO (Coswin)');
    expect(dutyListClause('Chargement et déchargement, contrôle des bons de livraison', false)).toBe('mon travail comprenait le chargement, le déchargement et le contrôle des bons de livraison');
  });

  it('leaves out a list of nouns that are no duties, a name and a line with a colon', () => {
    expect(dutyListClause("Accueil, épicerie, encaissement", false)).toBeNull();
    expect(dutyListClause('Plasturgie du Jura, Saint-Claude (39)', false)).toBeNull();
    expect(dutyListClause('Plateformes de la grande distribution : Rungis, Carquefou', false)).toBeNull();
  });
});
