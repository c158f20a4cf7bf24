import { describe, expect, it } from 'vitest';
import { dutyListClause, quotedDuties } from './duty-list.ts';
import { FRENCH_VOICE } from './french-voice.ts';

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

describe('a CV line of duties whose articles are unsure, quoted after a colon', () => {
  it('quotes the duties as written, where French takes nouns without articles', () => {
    expect(quotedDuties('Accueil des clients, encaissement, litiges, tenue du coffre, courrier', false)).toBe('mes missions comprenaient : accueil des clients, encaissement, litiges, tenue du coffre et courrier');
    expect(quotedDuties('Missionnement des experts, indemnisation et recours', true)).toBe('mes missions comprennent : missionnement des experts, indemnisation et recours');
  });

  it('tells a rate in brackets after the duty it measures, and refuses any other figure', () => {
    expect(quotedDuties('chargement et déchargement de camions, environ 8 tonnes par jour, port de charges', false)).toBe('mes missions comprenaient : chargement et déchargement de camions (environ 8 tonnes par jour) et port de charges');
    expect(quotedDuties('Déclarations de sinistres par téléphone, 60 appels par jour', false)).toBe('mes missions comprenaient : déclarations de sinistres par téléphone (60 appels par jour)');
    expect(quotedDuties('accueil, standard, encaissement, 80 chambres', true)).toBeNull();
    expect(quotedDuties('restauration rapide, 24h/semaine', true)).toBeNull();
  });

  it('refuses a dated line, which tells a result', () => {
    expect(quotedDuties('Décoration florale de 14 mariages en 2025 (arches, centres de table, boutonnières)', true)).toBeNull();
    expect(quotedDuties('Conseil et vente de matériel de ski, meilleure vendeuse du magasin en 2021', false)).toBeNull();
  });

  it("closes the list with the CV's own heading in brackets", () => {
    expect(quotedDuties('Chirurgie orthopédique et viscérale : pansements post-opératoires, perfusions, prises de sang', false)).toBe('mes missions comprenaient : pansements post-opératoires, perfusions et prises de sang (chirurgie orthopédique et viscérale)');
  });

  it('quotes no lone duty whose heading it would move behind it, nor one a rate runs on', () => {
    expect(quotedDuties('Arrêts maladie : subrogation et suivi des IJSS', true)).toBeNull();
    expect(quotedDuties("Cartographie des risques du groupe : mise à jour annuelle et présentation au comité d'audit", true)).toBeNull();
    expect(quotedDuties('Accueil physique et téléphonique de 150 à 200 clients par jour', false)).toBeNull();
    expect(quotedDuties('Saisie comptable de 40 dossiers de TPE sous Sage 100', false)).toBe('mes missions comprenaient : saisie comptable de 40 dossiers de TPE sous Sage 100');
  });

  it("refuses a chain of 'et': an earlier item joining two duties by its own", () => {
    expect(quotedDuties('Facturation et tiers payant, vérification carte Vitale et mutuelle, encaissements', false)).toBeNull();
    expect(quotedDuties('Accueil et conseil, examens de vue de renouvellement, montage et tiers payant', false)).toBeNull();
    expect(quotedDuties('Nettoyage de bureaux et de sanitaires, lavage des sols à l\'autolaveuse, tri des déchets', true)).toBe("mes missions comprennent : nettoyage de bureaux et de sanitaires, lavage des sols à l'autolaveuse et tri des déchets");
  });

  it("takes the items after a first duty as its objects ('Désossage et découpe bœuf, veau, porc et agneau')", () => {
    expect(quotedDuties('Désossage et découpe bœuf, veau, porc et agneau', true)).toBe('mes missions comprennent : désossage et découpe bœuf, veau, porc et agneau');
    expect(quotedDuties('Tranchées pour réseaux AEP et assainissement, pose de regards', true)).toBe('mes missions comprennent : tranchées pour réseaux AEP et assainissement et pose de regards');
  });

  it('leaves out places, lines cut off and lists that are no duties', () => {
    expect(quotedDuties('Maison France Services de Chécy (45)', true)).toBeNull();
    expect(quotedDuties('aide à la toilette et au change en binôme avec les', true)).toBeNull();
    expect(quotedDuties('Épicerie, rayon frais, caisse', false)).toBeNull();
  });
});

describe('a timetable among duties', () => {
  it('leaves the list out', () => {
    expect(quotedDuties("Nettoyage de bureaux et d'un centre de rééducation (chambres et couloirs), horaires 6h-13h", false)).toBeNull();
    expect(quotedDuties('Accueil clients, encaissement, 24h/semaine', true)).toBeNull();
  });
});

describe('a duty written in shorthand, its plural object bare', () => {
  it("gets no article ('le conseil clients') and is not quoted either, where it reads as a noun and an adjective that do not agree", () => {
    expect(dutyListClause('Conseil clients, encaissement', true)).toBeNull();
    expect(quotedDuties('Conseil clients, encaissement', true)).toBeNull();
    expect(dutyListClause('Soins infirmiers, pansements', false)).toBe('mon travail comprenait les soins infirmiers et les pansements');
  });
});

describe('the frame a list of duties is quoted in', () => {
  it('is known with the adverb a second list takes, so a job gets one list', () => {
    for (const sentence of ['Chez Frigo, mes missions comprennent : planification.', 'Mes missions comprennent également : suivi du taux de service.', 'Mes missions comprenaient en outre : levage.']) {
      expect(FRENCH_VOICE.listFrame.test(sentence), sentence).toBe(true);
    }
    expect(FRENCH_VOICE.listFrame.test("Mon travail comprend l'encaissement.")).toBe(false);
  });
});

describe('how the candidate works', () => {
  it("is no duty: never 'mon travail comprenait le travail seule…'", () => {
    expect(dutyListClause("Travail seule avec clés et codes d'alarme des clients", false)).toBeNull();
    expect(dutyListClause('Travail au laser rotatif, respect des cotes', true)).toBeNull();
  });
});

describe("'y' is the workplace", () => {
  // An ambulance attendant's prose CV, an administrative assistant's: the place its job names replaces 'y', or nothing is told.
  const job = { title: 'Sapeur-pompier volontaire', employer: 'Centre de secours de Cahors', startYear: 2019, endYear: null, current: true, sharedEmployer: false, volunteer: true };
  const style = { tone: 'formal', variant: 0, seed: 1 } as const;
  const told = (text: string, employer: string | null) => FRENCH_VOICE.evidence({ id: 1, text, job: { ...job, employer }, answers: { concepts: [], stems: [] }, figure: false }, false, 1, style);

  it('names the place, or does not tell the sentence', () => {
    expect(told("J'y fais des gardes de nuit et de week-end.", 'Centre de secours de Cahors')).toBe('Au Centre de secours de Cahors, je fais des gardes de nuit et de week-end.');
    expect(told("J'y gère l'accueil téléphonique, le courrier et les agendas de deux directeurs.", 'Sepur')).toBe("Chez Sepur, je gère l'accueil téléphonique, le courrier et les agendas de deux directeurs.");
    expect(told("J'y accompagne deux élèves de cinquième.", null)).toBeNull();
  });
});

describe("the lexicon's duty nouns of shop, office and kitchen shorthand", () => {
  it("takes 'devis', 'billetterie', 'vitrine' and 'hygiène' as duties", () => {
    expect(quotedDuties('Devis, encaissements et suivi des dossiers clients', false)).toBe('mes missions comprenaient : devis, encaissements et suivi des dossiers clients');
    expect(dutyListClause('Hygiène et traçabilité (plan HACCP, relevés de température)', false)).toBe("mon travail comprenait l'hygiène et la traçabilité (plan HACCP, relevés de température)");
  });
});
