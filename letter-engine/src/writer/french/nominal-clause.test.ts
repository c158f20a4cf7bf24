import { describe, expect, it } from 'vitest';
import { nominalClause } from './nominal-clause.ts';

describe('a French CV line written noun first, told in the first person', () => {
  it('takes the verb of its action noun, in the passé composé', () => {
    expect(nominalClause('Gestion des stocks et des commandes')).toBe("j'ai géré les stocks et les commandes");
    expect(nominalClause('Préparation de commandes à la commande vocale : 180 colis/heure')).toBe("j'ai préparé des commandes à la commande vocale (180 colis/heure)");
    expect(nominalClause('Management de 11 vendeurs et 2 apprentis')).toBe("j'ai managé 11 vendeurs et 2 apprentis");
    expect(nominalClause('Mise en place des tests automatisés et de la chaîne CI/CD')).toBe("j'ai mis en place les tests automatisés et la chaîne CI/CD");
    expect(nominalClause('Réduction de 35 % du temps de chargement')).toBe("j'ai réduit de 35 % le temps de chargement");
  });

  it('turns a measured result written noun first into what the candidate did', () => {
    expect(nominalClause("Chiffre d'affaires porté de 1,2 M€ à 2,1 M€ en 4 ans (+75 %)")).toBe("j'ai porté le chiffre d'affaires de 1,2 M€ à 2,1 M€ en 4 ans (+75 %)");
    expect(nominalClause('Démarque ramenée de 1,8 % à 1,1 %')).toBe("j'ai ramené la démarque de 1,8 % à 1,1 %");
  });

  it('tells no noun the lexicon does not give a verb, and never a name', () => {
    expect(nominalClause("Obtention de l'étoile Michelin")).toBeNull();
    expect(nominalClause('Maison France Services de Chauvigny')).toBeNull();
    expect(nominalClause('Devis et chiffrage')).toBeNull();
  });
});

describe('a line closed by a present participle', () => {
  it('keeps the participle as the CV writes it', () => {
    expect(nominalClause("Migration de l'hébergement vers Docker, divisant par deux le temps de mise en production")).toBe(
      "j'ai migré l'hébergement vers Docker, divisant par deux le temps de mise en production",
    );
  });
});
