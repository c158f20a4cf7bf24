import { describe, expect, it } from 'vitest';
import { dutyListClause } from './duty-list.ts';

describe('a CV line of duties written as nouns', () => {
  it('gives each duty its article, in the tense of the job', () => {
    expect(dutyListClause('Mise en rayon, inventaire', true)).toBe("mon travail comprend la mise en rayon et l'inventaire");
    expect(dutyListClause('Maintenance préventive planifiée sur GMAO (Coswin)', false)).toBe('mon travail comprenait la maintenance préventive planifiée sur GMAO (Coswin)');
    expect(dutyListClause('Chargement et déchargement, contrôle des bons de livraison', false)).toBe('mon travail comprenait le chargement, le déchargement et le contrôle des bons de livraison');
  });

  it('takes a list whose first item and at least half of the items are duties', () => {
    expect(dutyListClause('installations neuves en logements, tableaux électriques, rénovation', true)).toBe('mon travail comprend les installations neuves en logements, les tableaux électriques et la rénovation');
  });

  it("gives a second noun after 'et' its own article, and leaves two adjectives together", () => {
    expect(dutyListClause('Réimplantation complète du rayon running, merchandising et vitrines', false)).toBe('mon travail comprenait la réimplantation complète du rayon running, le merchandising et les vitrines');
    expect(dutyListClause('Dépannage électrique et pneumatique des presses à injecter', false)).toBe('mon travail comprenait le dépannage électrique et pneumatique des presses à injecter');
  });

  it('leaves out a list of nouns that are no duties, a name and a line with a colon', () => {
    expect(dutyListClause('Épicerie, rayon frais, encaissement', false)).toBeNull();
    expect(dutyListClause('Plasturgie du Jura, Saint-Claude (39)', false)).toBeNull();
    expect(dutyListClause('Plateformes de la grande distribution : Rungis, Carquefou', false)).toBeNull();
  });
});
