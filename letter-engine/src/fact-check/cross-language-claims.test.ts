import { describe, expect, it } from 'vitest';
import { findUnsupportedClaims } from './find-unsupported-claims.ts';

// A CV in one language, a letter in the other: the dictionary bridges them, and a word that means
// something else in the other trade must not back a claim ('Revision' of a translation is no car service).
describe('claims a CV in the other language does not back', () => {
  const translator = [
    'In-house Translator, Verbatim Legal Translations — Jan 2022 to present',
    "- Revision and proofreading of freelance translators' work",
    '- Direct queries with project managers and in-house lawyers',
  ].join('\n');

  it('flags vehicle servicing and project management for a translator who revises texts and talks to project managers', () => {
    const letter = "Dans mon bagage, aussi : l'entretien des véhicules. Votre annonce met en avant la gestion de projet, que je pratique déjà.";
    expect(findUnsupportedClaims({ resume: translator, letter, language: 'french' })).toEqual(['entretien des véhicules', 'gestion de projet']);
  });

  it('still backs servicing by a mechanic and project management by a project manager who manages projects', () => {
    const mechanic = '• Servicing and repairs on customers’ cars and vans, all makes';
    expect(findUnsupportedClaims({ resume: mechanic, letter: "J'assure l'entretien des véhicules et les révisions des véhicules.", language: 'french' })).toEqual([]);
    expect(findUnsupportedClaims({ resume: 'Chef de projet : conduite de projet ERP', letter: 'I bring solid project management.', language: 'english' })).toEqual([]);
  });

  it("flags stocktaking for an IT technician whose 'inventaire du parc' is the IT asset inventory", () => {
    const technician = 'Technicien helpdesk – Mairie de Roubaix – 2020 à 2022\n• Support utilisateurs, installation de postes, inventaire du parc';
    expect(findUnsupportedClaims({ resume: technician, letter: 'I am proficient in stocktaking.', language: 'english' })).toEqual(['stocktaking']);
    expect(findUnsupportedClaims({ resume: technician, letter: 'I also handled IT asset management.', language: 'english' })).toEqual([]);
  });

  it("flags quotes and costing for a scaffolder whose CV gives heights in 'metres'", () => {
    const scaffolder = 'Scaffolder, Aire Valley Scaffolding — 2019 to present\n- Erecting tube and fitting scaffolds at heights up to 30 metres';
    expect(findUnsupportedClaims({ resume: scaffolder, letter: "J'ai aussi l'habitude des devis et du chiffrage.", language: 'french' })).toEqual(['devis et chiffrage']);
  });

  it("backs 'Pack Office' with a CV's Microsoft 365, which keeps its own name", () => {
    const technician = 'Gestion des comptes, groupes et licences dans Active Directory et Microsoft 365';
    expect(findUnsupportedClaims({ resume: technician, letter: 'I use Microsoft 365 and the Office suite (Pack Office) every day.', language: 'english' })).toEqual([]);
  });

  it('flags HACCP for a UK food hygiene certificate, which backs food hygiene', () => {
    const porter = 'Kitchen Porter, The Crown Inn (2024–now)\nLevel 2 Food Hygiene and Safety (2024)';
    expect(findUnsupportedClaims({ resume: porter, letter: 'I am trained in HACCP.', language: 'english' })).toEqual(['HACCP']);
    expect(findUnsupportedClaims({ resume: porter, letter: 'I hold Level 2 Food Hygiene and know food hygiene well.', language: 'english' })).toEqual([]);
  });

  it("reads the list a possessive opens with a colon as the candidate's", () => {
    const seller = 'Vendeuse chez Zara, 2020-2024. Caisse, accueil.';
    expect(findUnsupportedClaims({ resume: seller, letter: 'Mes outils : Kubernetes.', language: 'french' })).toEqual(['Kubernetes']);
    expect(findUnsupportedClaims({ resume: seller, letter: 'Also in my toolkit: Kubernetes.', language: 'english' })).toEqual(['Kubernetes']);
    expect(findUnsupportedClaims({ resume: seller, letter: 'Mon parcours me prépare à Kubernetes.', language: 'french' })).toEqual([]);
  });
});

// The writer's sentences that restate a posting's word and then take it as the candidate's.
describe('a word of the posting taken back as the candidate\'s', () => {
  const seller = 'Vendeuse chez Zara, 2020-2024. Caisse, accueil.';
  it.each([
    ['You mention Kubernetes: I use it happily.', 'english'],
    ['In your advert, Kubernetes comes first; it is at the heart of my work.', 'english'],
    ['I learned to love Kubernetes in my previous role.', 'english'],
    ['My day-to-day work has also covered Kubernetes, as your advertisement asks.', 'english'],
    ["Votre annonce cite Kubernetes : c'est un cadre de travail dont j'ai l'habitude.", 'french'],
    ["Votre offre insiste sur Kubernetes ; c'est le cœur de mon travail.", 'french'],
    ['Mon quotidien chez Zara inclut Kubernetes.', 'french'],
    ["Vous citez Kubernetes : j'en ai l'habitude.", 'french'],
  ] as const)('flags %j', (letter, language) => {
    expect(findUnsupportedClaims({ resume: seller, letter, language })).toEqual(['Kubernetes']);
  });

  it.each([
    ['You mention Kubernetes: I would love to learn it.', 'english'],
    ['Vous utilisez Kubernetes ; je ne le connais pas encore.', 'french'],
    ["Vous utilisez Kubernetes : c'est un outil que je souhaite découvrir.", 'french'],
    ['You mention Kubernetes: I understand why it matters.', 'english'],
    ['Vous citez Kubernetes : je comprends pourquoi la rigueur compte.', 'french'],
  ] as const)('leaves %j, a wish, a lack or a remark', (letter, language) => {
    expect(findUnsupportedClaims({ resume: seller, letter, language })).toEqual([]);
  });
});

describe('years of experience beyond the CV', () => {
  const florist = 'Fleuriste depuis huit ans.\nPremière fleuriste chez Au Jardin de Lucie, Nantes, de 2020 à 2026 : bouquets, compositions, deuil.';
  const letter = (body: string): string => `Camille Rossignol\n\n22 November 2026\n\nDear Hiring Manager,\n\n${body}`;

  it('flags more years than the CV states or its jobs span, not the years it has nor those the posting asks', () => {
    expect(findUnsupportedClaims({ resume: florist, letter: letter('I have 14 years of experience.'), language: 'english' })).toEqual(['14 years of experience']);
    expect(findUnsupportedClaims({ resume: florist, letter: letter('I have 8 years of experience.'), language: 'english' })).toEqual([]);
    expect(findUnsupportedClaims({ resume: florist, letter: letter('You ask for 10 years of experience: I have 8.'), language: 'english' })).toEqual([]);
  });

  it('bounds a career by the year its earliest job started and the year the letter is dated', () => {
    const setter = '▪ 2019 – aujourd’hui : Opérateur-régleur CN, Précimeca Loire\n▪ 2016 – 2019 : Opérateur sur tour CN (intérim), Thermocompact';
    const french = (body: string): string => `Saint-Étienne, le 22 novembre 2026\n\nMadame, Monsieur,\n\n${body}`;
    expect(findUnsupportedClaims({ resume: setter, letter: french("J'ai dix ans d'expérience."), language: 'french' })).toEqual([]);
    expect(findUnsupportedClaims({ resume: setter, letter: french("J'ai douze ans d'expérience."), language: 'french' })).toEqual(["douze ans d'expérience"]);
  });
});

describe('languages a CV in the other language lists', () => {
  const resume = 'Emily Clarke\n\nLANGUAGES\nEnglish: native · French: B2 (DELF B2, 2025) · Italian: A2';
  const posting = [
    'Chargé·e d’accueil – Musée des Confluences',
    'Profil recherché',
    'Anglais courant indispensable ; une deuxième langue étrangère (italien, espagnol, japonais) est un vrai plus.',
  ].join('\n');

  it("back 'je pratique le français (B2) et l'anglais (langue maternelle)' though the CV writes 'French' and 'Languages'", () => {
    const letter = "Sur le plan linguistique, je pratique le français (B2), l'italien (A2) et l'anglais (langue maternelle).";
    expect(findUnsupportedClaims({ resume, letter, language: 'french', posting })).toEqual([]);
  });

  it('flag a language the CV does not list, said to be spoken, and the posting words beside it', () => {
    expect(findUnsupportedClaims({ resume, letter: 'Je parle couramment japonais.', language: 'french', posting })).toEqual(['japonais']);
    expect(findUnsupportedClaims({ resume, letter: "J'ai une deuxième langue étrangère : le japonais.", language: 'french', posting })).toEqual(['deuxième langue étrangère']);
  });
});

describe("a CV's own title told in the other language", () => {
  it("backs the title's translation and the work it names, and nothing more", () => {
    const roomAttendant = 'Mélanie Dubois\nFemme de chambre, Hôtel Mercure Lyon Centre, 2022-2025 : 14 chambres par jour, contrôle qualité';
    expect(findUnsupportedClaims({ resume: roomAttendant, letter: 'I worked as a room attendant at Hôtel Mercure Lyon Centre from 2022 to 2025.', language: 'english' })).toEqual([]);
    expect(findUnsupportedClaims({ resume: roomAttendant, letter: 'I am proficient in stock control.', language: 'english' })).not.toEqual([]);
  });
});

