import { describe, expect, it } from 'vitest';
import { nominalClause } from './nominal-clause.ts';

describe('a French CV line written noun first, told in the first person', () => {
  it("tells no reading as a thing done once: 'Lecture d'isométriques' is work the candidate does, not 'j'ai lu des isométriques'", () => {
    expect(nominalClause("Lecture d'isométriques")).toBeNull();
  });

  it('takes the verb of its action noun, in the passé composé', () => {
    expect(nominalClause('Gestion des stocks et des commandes')).toBe("j'ai géré les stocks et les commandes");
    expect(nominalClause('Préparation de commandes à la commande vocale : 180 colis/heure')).toBe("j'ai préparé des commandes à la commande vocale (180 colis/heure)");
    expect(nominalClause('Management de 11 vendeurs et 2 apprentis')).toBe("j'ai managé 11 vendeurs et 2 apprentis");
    expect(nominalClause('Mise en place des tests automatisés et de la chaîne CI/CD')).toBe("j'ai mis en place les tests automatisés et la chaîne CI/CD");
    expect(nominalClause('Réduction de 35 % du temps de chargement')).toBe("j'ai réduit de 35 % le temps de chargement");
  });

  it('keeps a long label before a counted result in brackets, and drops a short one', () => {
    expect(nominalClause('Salle de naissance en 12 h jour/nuit : environ 450 accouchements réalisés')).toBe("j'ai réalisé environ 450 accouchements (salle de naissance en 12 h jour/nuit)");
    expect(nominalClause('Automatisation de 6 reportings Excel avec Power Query : 2 jours gagnés par clôture')).toBe(
      "j'ai gagné 2 jours par clôture (automatisation de 6 reportings Excel avec Power Query)",
    );
  });

  it("tells no team led from a shift worked in ('Équipe de nuit'), and a team of a count as led", () => {
    expect(nominalClause('Équipe de nuit (22h – 6h), tri manuel et sur machine, flashage des colis')).toBeNull();
    expect(nominalClause('Équipe de 5 préparateurs')).toBe("j'ai encadré une équipe de 5 préparateurs");
  });

  it('turns a measured result written noun first into what the candidate did', () => {
    expect(nominalClause("Chiffre d'affaires porté de 1,2 M€ à 2,1 M€ en 4 ans (+75 %)")).toBe("j'ai porté le chiffre d'affaires de 1,2 M€ à 2,1 M€ en 4 ans (+75 %)");
    expect(nominalClause('Démarque ramenée de 1,8 % à 1,1 %')).toBe("j'ai ramené la démarque de 1,8 % à 1,1 %");
    // The subject may hold a 'de' of its own: the result's participle, not the first word, splits it.
    expect(nominalClause('Délai moyen de recrutement ramené de 41 à 26 jours.')).toBe("j'ai ramené le délai moyen de recrutement de 41 à 26 jours");
    expect(nominalClause('Taux de service porté de 96,1 % à 99,3 %')).toBe("j'ai porté le taux de service de 96,1 % à 99,3 %");
  });

  it('turns a count with its unit and a participle the lexicon knows into what the candidate did', () => {
    expect(nominalClause("1,3 M€ d'économies identifiées sur les achats en 2023")).toBe("j'ai identifié 1,3 M€ d'économies sur les achats en 2023");
    expect(nominalClause("42 missions d'audit conduites selon les normes IIA : achats, stocks, paie")).toBe("j'ai conduit 42 missions d'audit selon les normes IIA (achats, stocks, paie)");
  });

  it('keeps a possessive as the object\'s determiner', () => {
    expect(nominalClause('Entretien de mes tronçonneuses')).toBe("j'ai entretenu mes tronçonneuses");
  });

  it("has in charge a duty the CV dates 'depuis' a year, in the job held, and tells none in a job left", () => {
    expect(nominalClause('Encadrement de 2 auditeurs juniors depuis 2021', true)).toBe("j'ai en charge l'encadrement de 2 auditeurs juniors depuis 2021");
    expect(nominalClause('Encadrement de 2 auditeurs juniors depuis 2021', false)).toBeNull();
  });

  it('tells two duties joined by "et", sharing one object or each with its own', () => {
    expect(nominalClause('Formation et encadrement de deux commis de salle')).toBe("j'ai formé et encadré deux commis de salle");
    expect(nominalClause('Conseil et vente de smartphones, tablettes et objets connectés')).toBe("j'ai conseillé et vendu des smartphones, tablettes et objets connectés");
    expect(nominalClause('Transfert de données et paramétrage des appareils au comptoir services')).toBe("j'ai transféré des données et paramétré les appareils au comptoir services");
    expect(nominalClause("Vente d'accessoires et d'extensions de garantie")).toBe("j'ai vendu des accessoires et des extensions de garantie");
  });

  it('takes no comma that starts another duty as part of the object, nor a second duty after "et"', () => {
    expect(nominalClause('Accueil des patients, prise de rendez-vous')).toBeNull();
    expect(nominalClause('Traitement des réclamations clients et émission des avoirs')).toBe("j'ai traité les réclamations clients et émis les avoirs");
    expect(nominalClause('Gestion des plannings et organisation des tournées')).toBe("j'ai géré les plannings et organisé les tournées");
    expect(nominalClause('Saisie des commandes et facturation')).toBeNull();
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

  it('turns a count and what was done to it into the candidate\'s action', () => {
    expect(nominalClause('12 dossiers de fraude détectés et transmis en 2025')).toBe("j'ai détecté et transmis 12 dossiers de fraude en 2025");
    expect(nominalClause('41 ventes signées en 2025 (CA personnel 312 k€)')).toBe("j'ai signé 41 ventes en 2025 (CA personnel 312 k€)");
    expect(nominalClause('Tuteur interne : 60 nouveaux formés à la conduite et à la sécurité en 3 ans')).toBe("j'ai formé 60 nouveaux à la conduite et à la sécurité en 3 ans");
    expect(nominalClause('40 dossiers de TPE sous Sage 100')).toBeNull();
  });

  it('tells what a job held with the verb the lexicon gives', () => {
    expect(nominalClause('Portefeuille de 180 dossiers matériels (convention IRSA)')).toBe("j'ai géré un portefeuille de 180 dossiers matériels (convention IRSA)");
    expect(nominalClause('Équipe de 6 employés libre-service (plannings, formation, entretiens annuels)')).toBe("j'ai encadré une équipe de 6 employés libre-service (plannings, formation, entretiens annuels)");
    expect(nominalClause('Classes de seconde et de première STMG')).toBe("j'ai enseigné dans des classes de seconde et de première STMG");
  });

  it("takes no bare singular noun after 'et' as part of the object", () => {
    expect(nominalClause('Vente de titres et billettique embarquée')).toBeNull();
    expect(nominalClause('Vente des titres de transport et rendu de monnaie')).toBeNull();
    expect(nominalClause("Organisation des entretiens et de deux journées d'intégration")).toBe("j'ai organisé les entretiens et deux journées d'intégration");
    expect(nominalClause("Taux d'accidents divisé par deux sur mon équipe (2022-2024)")).toBe("j'ai divisé le taux d'accidents par deux sur mon équipe (2022-2024)");
  });
});

describe('a measured result after a short label', () => {
  it('is told first, its label in brackets', () => {
    expect(nominalClause('Inventaires tournants : écart ramené de 2,1 % à 0,6 % en un an')).toBe("j'ai ramené l'écart de 2,1 % à 0,6 % en un an (inventaires tournants)");
  });
});

describe('a duty done at a rate', () => {
  it('is a habit: in the present while the job lasts, in the imperfect after', () => {
    expect(nominalClause('Préparation de 14 moissonneuses-batteuses par an avant la récolte', true)).toBe('je prépare 14 moissonneuses-batteuses par an avant la récolte');
    expect(nominalClause('Préparation de 14 moissonneuses-batteuses par an avant la récolte', false)).toBe('je préparais 14 moissonneuses-batteuses par an avant la récolte');
    expect(nominalClause('Chargement et déchargement de 40 camions par jour', false)).toBe('je chargeais et déchargeais 40 camions par jour');
  });

  it('keeps the passé composé where the present would change its stem, and for a duty without a rate', () => {
    expect(nominalClause('Gestion de 12 dossiers par mois', true)).toBe("j'ai géré 12 dossiers par mois");
    expect(nominalClause('Préparation des commandes', false)).toBe("j'ai préparé les commandes");
  });
});

describe('a length of experience', () => {
  it('is no duty, whatever action noun follows it', () => {
    expect(nominalClause("9 ans d'expérience en conduite de bus urbains et articulés, lignes de jour et de nuit", false)).toBeNull();
    expect(nominalClause('Conduite de bus urbains et articulés', false)).toBe("j'ai conduit des bus urbains et articulés");
  });
});
