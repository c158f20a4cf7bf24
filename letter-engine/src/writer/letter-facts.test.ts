import { describe, expect, it } from 'vitest';
import { writeOfflineLetter } from './write-letter.ts';
import { letterFacts } from './letter-facts.ts';
import { read } from './reading.ts';

const today = new Date('2026-11-22T10:00:00Z');

function evidenceOf(resume: string, posting: string, language: 'french' | 'english'): string[] {
  return letterFacts(read(resume, posting, today), language, null, today).evidence.map((fact) => fact.text);
}

describe("a dated list's next line", () => {
  it("is the next credential, not the first one's validity", () => {
    const resume = ['Mickaël Chabert', 'Technicien frigoriste', '', 'FORMATION ET HABILITATIONS', "2025   Attestation d'aptitude à la manipulation des fluides frigorigènes – catégorie I", '2025   Habilitation électrique BR / B1V (recyclage prévu en 2028)'].join('\n');
    const posting = "Technicien frigoriste H/F\nProfil : attestation d'aptitude aux fluides frigorigènes catégorie I, habilitation électrique BR.";
    expect(letterFacts(read(resume, posting, today), 'french', null, today).credentials).toEqual(["Attestation d'aptitude à la manipulation des fluides frigorigènes", 'Habilitation électrique BR / B1V']);
  });
});

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

describe('what else a letter may take from the CV', () => {
  it("takes no tool that is only part of an employer's name", () => {
    const facts = letterFacts(
      read(
        'Yann Le Goff\nEXPÉRIENCE\nConducteur PL — Breizh Express · 2017 – 2021\n• Livraisons régionales en porteur 19 t',
        'Conducteur poids lourd H/F\nMaîtrise des outils : Express, Excel.\nLivraisons régionales.',
        today,
      ),
      'french',
      null,
      today,
    );
    expect(facts.tools).toEqual([]);
  });

  it('tells no line of the candidate that points back to the one before it', () => {
    const english = evidenceOf(
      'Jade Okoro\nEXPERIENCE\nYouth Worker — Penhill Youth Hub · 2023 – present\n• I run weekly sessions for 20 young people aged 11 to 16\n• That is why I want to work in supported living.',
      'Support Worker\nYou will support adults in supported living and run weekly sessions.',
      'english',
    );
    expect(english).toEqual(['I run weekly sessions for 20 young people aged 11 to 16']);
    const french = evidenceOf(
      "Inès Martin\nEXPÉRIENCE\nAnimatrice — Centre social des Pins · 2022 – 2025\n• J'ai animé des ateliers pour 15 enfants de 6 à 10 ans\n• C'est pourquoi je souhaite travailler en crèche.",
      'Auxiliaire de crèche\nVous animerez des ateliers pour les enfants.',
      'french',
    );
    expect(french).toEqual(["J'ai animé des ateliers pour 15 enfants de 6 à 10 ans"]);
  });
});

describe('a CV bullet of two statements', () => {
  it('tells the statement after a semicolon as a fact of its own, and keeps a measured tail in brackets', () => {
    expect(evidenceOf(
      "Yannick Perrot\nPARCOURS\nManager de rayon — E.Leclerc Saint-Serge · 2021 – 2025\n• Chiffre d'affaires du rayon : 4,2 M€, +7 % en 2024 ; démarque ramenée de 2,1 % à 1,4 %",
      'Chef de rayon H/F\nVous pilotez le chiffre d\'affaires et la démarque.',
      'french',
    )).toEqual(["Chiffre d'affaires du rayon : 4,2 M€, +7 % en 2024", 'démarque ramenée de 2,1 % à 1,4 %']);
    expect(evidenceOf(
      'Ryan Hale\nEXPERIENCE\nBackend Developer — Teamwork.com · 2021 – present\n• Moved the invoicing service to PostgreSQL; p95 down from 900 ms to 120 ms',
      'Backend Engineer\nYou will own our PostgreSQL services.',
      'english',
    )).toEqual(['Moved the invoicing service to PostgreSQL (p95 down from 900 ms to 120 ms)']);
  });
});

describe("a prose CV's sentence of several past verbs", () => {
  it('gives one fact a verb, each with its own I', () => {
    expect(evidenceOf(
      'Sunita Mistry\nEXPERIENCE\nCredit Controller — Holmfirth Textiles · 2019 – 2023\n• I chased overdue invoices by phone and email, agreed payment plans with struggling customers and reduced our debtor days (DSO) from 58 to 41 in two years',
      'Credit Controller\nYou will chase overdue invoices and reduce debtor days.',
      'english',
    )).toEqual(['I chased overdue invoices by phone and email', 'I agreed payment plans with struggling customers', 'I reduced our debtor days (DSO) from 58 to 41 in two years']);
  });
});

describe('a career break the CV explains', () => {
  it('is quoted as the candidate wrote it, in English and in French', () => {
    const english = letterFacts(read('Sunita Mistry\nI was Credit Controller at Holmfirth Textiles from 2019 to 2023. In April 2023 I took a career break to care for my father after his stroke.', 'Credit Controller\nYou will chase overdue invoices.', today), 'english', null, today);
    expect(english.careerBreak).toBe('In April 2023 I took a career break to care for my father after his stroke.');
    const french = letterFacts(read("Claire Dubois\nJ'ai été assistante de direction chez Verlaine SA de 2015 à 2022. De 2022 à 2025, j'ai fait une pause professionnelle pour élever mes deux enfants.", 'Assistante de direction\nVous gérez les agendas.', today), 'french', null, today);
    expect(french.careerBreak).toBe("De 2022 à 2025, j'ai fait une pause professionnelle pour élever mes deux enfants.");
  });
});

describe('a line cut from its context', () => {
  it("is not told: a pronoun with nothing before it, a stay cut from its job; 'IT' is no pronoun", () => {
    expect(evidenceOf(
      'Kerry Walsh\nEXPERIENCE\nSenior Stylist — Salon Nine · 2021 – present\n• I have completed three of its five modules\n• I have been since 2021\n• Handled IT support tickets for 40 staff',
      'Pharmacy Assistant\nYou will handle IT support tickets and serve customers.',
      'english',
    )).toEqual(['Handled IT support tickets for 40 staff']);
  });
});

describe('a first-person line in the present under a job that ended', () => {
  it('is not told there, in French and in English', () => {
    expect(evidenceOf(
      "Aurélie Vasseur\nEXPÉRIENCE\nCommis — Bistrot Graslin · 2021 – 2022\n• je prends la responsabilité de la cuisine les jours de repos du second\n• J'ai préparé les entrées froides pour 80 couverts",
      'Second de cuisine\nVous prenez la responsabilité de la cuisine.',
      'french',
    )).toEqual(["J'ai préparé les entrées froides pour 80 couverts"]);
    expect(evidenceOf(
      'Sunita Mistry\nEXPERIENCE\nSales Ledger Clerk — Kirklees Wholesale Foods · 2015 – 2019\n• I do the accounts for our local cricket club\n• I allocated cash and raised credit notes on Sage 200',
      'Credit Controller\nYou will allocate cash and keep accounts.',
      'english',
    )).toEqual(['I allocated cash and raised credit notes on Sage 200']);
  });
});

describe('what is not an employer', () => {
  it("takes no language grade or working status for the employer ('A2', 'Currently self-employed')", () => {
    const jobs = (resume: string) => letterFacts(read(resume, 'Roofer\nYou will repair roofs.', today), 'english', null, today).jobs.map((job) => job.employer);
    expect(jobs('Dean Fox\nEXPERIENCE\nRoofer — Currently self-employed · 2019 – present\n• Slate and tile repairs')).toEqual([null]);
    expect(jobs('Ana Lima\nEXPERIENCE\nHousekeeper — A2 · 2025 – present\n• Cleaning of 20 rooms a day')).toEqual([null]);
  });
});

function factsOf(resume: string, posting: string, language: 'french' | 'english') {
  return letterFacts(read(resume, posting, today), language, null, today);
}

describe("the posting's title in the candidate's form", () => {
  it("takes the candidate's form of a title the posting writes in both, and keeps both when the CV does not say", () => {
    const posting = 'Vendeur / Vendeuse en boulangerie (H/F) – Maison Gautier\nMissions : vente, encaissement.';
    expect(factsOf('Clara Nguyen\nJe suis vendeuse depuis 2024.', posting, 'french').position).toBe('Vendeuse en boulangerie');
    expect(factsOf('Karim Benali\nJe suis vendeur depuis 2024.', posting, 'french').position).toBe('Vendeur en boulangerie');
    expect(factsOf('Camille Roux\nVente depuis 2024.', posting, 'french').position).toBe('Vendeur / Vendeuse en boulangerie');
    expect(factsOf('Karim Benali\nJe suis conducteur depuis 2021.', 'Conducteur receveur / Conductrice receveuse de bus (H/F)\nTransdev\nPermis D exigé.', 'french').position).toBe('Conducteur receveur de bus');
  });
});

describe('the credentials a letter names', () => {
  it("names a licence of the category the posting requires and a card valid to a year to come, in either language", () => {
    const french = factsOf('Karim Benali\nPERMIS ET QUALIFICATIONS\nPermis D, C1 et B\nFIMO voyageurs (2018) – FCO valide jusqu\'en 2027', 'Conducteur de bus (H/F)\nProfil :\n- Permis D - Transport en commun (Exigé)\n- FIMO ou FCO voyageurs à jour (Exigé)', 'french');
    expect(french.required).toEqual(expect.arrayContaining(['Permis D, C1 et B', 'FIMO', 'FCO']));
    const english = factsOf('Lee Cole\nLICENCES\nC+E licence · Driver CPC valid to 2027', 'Class 1 Driver\nRequirements:\n- Cat C+E licence\n- Driver CPC', 'english');
    expect(english.required).toEqual(['Driver CPC', 'C+E licence']);
  });

  it("says a credential the diploma names whole once, by the diploma's name", () => {
    const facts = factsOf('Rachel Owusu\nEDUCATION\nCIPD Level 5 Associate Diploma in People Management (2020)', 'HR Business Partner\nEssential:\n- CIPD Level 5 or above', 'english');
    expect(facts.required).toEqual(['CIPD Level 5 Associate Diploma in People Management']);
    expect(facts.degree).toBeNull();
  });
});

describe('a CV line of two statements', () => {
  it('tells a statement after a colon with its own subject as a fact of its own', () => {
    const facts = evidenceOf(
      'Marcus Bell\nEXPERIENCE\nAssistant Manager — Dishoom Manchester · 2023 – present\n• I coach the team on upselling: our drinks spend per head rose 14% in 2025\n• I led the research on accessibility: my last project cut failed onboarding attempts by 23%',
      'Sales Development Representative\nYou will book meetings and coach peers on upselling and onboarding.',
      'english',
    );
    expect(facts).toEqual(['I coach the team on upselling', 'Our drinks spend per head rose 14% in 2025', 'I led the research on accessibility', 'My last project cut failed onboarding attempts by 23%']);
  });
});

describe('the job titles a letter may say', () => {
  it("takes no workplace for a title ('Department Store', 'Adult mental health day centre'), but keeps a job of its place", () => {
    const titles = (resume: string) => factsOf(resume, 'Support Worker\nYou will support adults.', 'english').jobs.map((job) => job.title);
    expect(titles('Kelly Ashworth\nEXPERIENCE\nDepartment Store — Marlow’s · 2022 – present\n• Monitoring 64 cameras\nAdult mental health day centre — Sandwell Council · 2021 – 2022\n• Group sessions')).toEqual([null, null]);
    const french = factsOf('Marc Roy\nEXPÉRIENCE\nSecond de cuisine — Château des Forges · 2019 – 2023\n• Formation des commis', 'Chef de partie (H/F)\nMissions : cuisine.', 'french');
    expect(french.jobs.map((job) => job.title)).toEqual(['Second de cuisine']);
  });

  it("takes no title cut from its line by a column ('sociales', 'prévu en'), and no bare kind of place for an employer", () => {
    const facts = factsOf('Nadia Bensaïd\nEXPÉRIENCE\nAgent de service — Entrepôt · 2024 – 2026\n• Filmage des palettes\nsociales — Mairie de Pessac · 2012 – 2013\n• Accueil', 'Agent de quai (H/F)\nMissions : chargement.', 'french');
    expect(facts.jobs.map((job) => [job.title, job.employer])).toEqual([['Agent de service', null], [null, 'Mairie de Pessac']]);
  });

  it("takes no lower-case phrase of things joined by 'et' for a title", () => {
    const facts = factsOf('Jean-Michel Bertrand\nEXPÉRIENCE\nstandard et prise de rendez-vous au téléphone — Garage Lemaire · 2025 – aujourd’hui\n• Accueil', 'Conseiller SAV (H/F)\nMissions : appels.', 'french');
    expect(facts.jobs.map((job) => [job.title, job.employer])).toEqual([[null, 'Garage Lemaire']]);
  });

  it("takes no hospital's unit for an employer", () => {
    const facts = factsOf("Camille Rousset\nEXPÉRIENCE\nInfirmière — Unité d'hospitalisation de courte durée · 2019 – aujourd'hui\n• Accueil des urgences\nInfirmière — Service de médecine polyvalente · 2016 – 2019\n• Soins techniques", 'Infirmier (H/F)\nMissions : soins.', 'french');
    expect(facts.jobs.map((job) => job.employer)).toEqual([null, null]);
  });

  it("takes no title that opens on an article or a workplace's name, or ends on a determiner", () => {
    const facts = factsOf(
      "Kevin Dubois\nEXPÉRIENCE\nBrasserie L'Écho du Beffroi — Lille · 2022 – 2026\n• Poste chaud\nd'un commis — Le Relais · 2019 – 2022\n• Garde-manger\npris en charge mon — Cabinet Kerjean · 1995 – 2008\n• Tenue de dossiers",
      'Chef de partie (H/F)\nMissions : cuisine.',
      'french',
    );
    expect(facts.jobs.map((job) => job.title)).toEqual([null, null, null]);
  });

  it("leaves out a lower-case qualifier after the title's comma ('remplacement', 'same company')", () => {
    const french = factsOf('Léa Morel\nEXPÉRIENCE\nSage-femme faisant fonction, remplacement — Clinique Pasteur · 2018 – 2018\n• Suites de couches', 'Sage-femme (H/F)\nMissions : accouchements.', 'french');
    expect(french.jobs.map((job) => job.title)).toEqual(['Sage-femme faisant fonction']);
    const english = factsOf('Adam Nowak\nEXPERIENCE\nApprentice glazier, same company — Clearview Glass · 2013 – 2015\n• Fitting units', 'Glazier\nYou will fit windows.', 'english');
    expect(english.jobs.map((job) => job.title)).toEqual(['apprentice glazier']);
  });

  it('writes a title the CV shouts in capitals as a sentence writes it, a short acronym kept', () => {
    const french = factsOf('Jean Vial\nEXPÉRIENCE\n2012 – aujourd\'hui   RESPONSABLE MAINTENANCE ET TRAVAUX NEUFS\nLaiterie du Grésivaudan, Pontcharra (38)\n• Management de 22 personnes\n2005 – 2012   RESPONSABLE RH – Groupe Savoie\n• Paie', 'Responsable maintenance (H/F)\nMissions : maintenance.', 'french');
    expect(french.jobs.map((job) => [job.title, job.employer])).toEqual([
      ['responsable maintenance et travaux neufs', 'Laiterie du Grésivaudan'],
      ['responsable RH', 'Groupe Savoie'],
    ]);
    const english = factsOf('Dan Hughes\nEXPERIENCE\nSTORE MANAGER – PoundPlus Stores · 2024 – present\n• Shrinkage down', 'Store Manager\nYou will run the store.', 'english');
    expect(english.jobs.map((job) => job.title)).toEqual(['Store Manager']);
  });

  it('takes no job that starts after the letter is written', () => {
    const facts = factsOf('Léo Garnier\nEXPÉRIENCE\nServeur — Le Bistrot · 2022 – 2025\n• Service en salle\nCommis de cuisine — Hôtel du Lac · 2027 – 2028\n• Prévu', 'Serveur (H/F)\nMissions : service.', 'french');
    expect(facts.jobs.map((job) => job.employer)).toEqual(['Le Bistrot']);
  });
});

describe('the languages a letter names', () => {
  const languagesOf = (resume: string, posting: string, language: 'french' | 'english') => letterFacts(read(resume, posting, today), language, null, today).languages;

  it("names the letter's own language from a CV in the other one, at its CEFR grade or as fluency", () => {
    const french = languagesOf(
      'Sarah Walsh\nPROFILE\nI have worked in coffee shops for three years and I moved to Lyon in 2025.\nEXPERIENCE\nBarista — The Bean Counter, Dublin · 2022 – 2025\n- Served 300 customers a day and trained two new starters\nLANGUAGES\nEnglish (native), French (B2)',
      'Chargé·e d\'accueil (H/F)\nVous parlez français et anglais.',
      'french',
    );
    expect(french).toEqual([{ name: 'anglais', level: 'fluent' }, { name: 'français', level: 'B2' }]);
    const english = languagesOf(
      "Julien Morel\nPROFIL\nTechnicien support depuis six ans, je souhaite travailler à Londres.\nEXPÉRIENCE\nTechnicien support — Mairie de Roubaix · 2020 – 2022\n- Support de 300 postes et gestion du parc informatique de la mairie\n- Installation des nouveaux ordinateurs et formation des agents aux outils\n- Rédaction des procédures pour les utilisateurs et suivi des tickets\nLANGUES\nAnglais : compétence professionnelle complète",
      'IT Support Technician\nGood written and spoken English required.',
      'english',
    );
    expect(english).toEqual([{ name: 'English', level: 'fluent' }]);
  });

  it("leaves out the letter's own language from a CV in that language", () => {
    const french = languagesOf(
      'Léa Martin\nEXPÉRIENCE\nVendeuse — Zara, Lyon · 2021 – 2025\n- Encaissement et conseil\nLANGUES\nFrançais (langue maternelle), anglais (B2)',
      'Vendeuse (H/F)\nVous parlez français et anglais.',
      'french',
    );
    expect(french).toEqual([{ name: 'anglais', level: 'B2' }]);
  });
});

describe('the town the candidate lives in', () => {
  it("is said when it is the post's town, in the letter's spelling", () => {
    const local = (resume: string, posting: string, language: 'french' | 'english') => factsOf(resume, posting, language).local;
    expect(local('Yann Le Roux\nQuimper – 06 11 22 33 44\nEXPÉRIENCE\nVendeur — Leclerc · 2021 – 2025\n• Mise en rayon', 'Vendeur (H/F)\nCarrefour – Quimper (29)\nMissions : vente.', 'french')).toBe('Quimper');
    expect(local('Julie Martin\nLondres – 07700 900 123\nEXPÉRIENCE\nVendeuse — Zara · 2021 – 2025\n• Conseil client', 'Sales Assistant\nSelfridges – London\nDuties: sales.', 'english')).toBe('London');
    expect(local('Yann Le Roux\nBrest – 06 11 22 33 44\nEXPÉRIENCE\nVendeur — Leclerc · 2021 – 2025\n• Mise en rayon', 'Vendeur (H/F)\nCarrefour – Quimper (29)\nMissions : vente.', 'french')).toBeNull();
  });
});

describe('a credential left among the duties', () => {
  it('is not told as work, in capitals or not', () => {
    const facts = factsOf('Nadia Bensalem\nEXPÉRIENCE\nAuxiliaire de vie — ADMR · 2019 – 2023\n- aide aux repas, courses\n- PERMIS B – véhiculée\n- Permis B – habilitation électrique BR', 'Aide-soignante (H/F)\nMissions : repas.', 'french');
    expect(facts.evidence.map((fact) => fact.text)).toEqual(['aide aux repas, courses']);
  });
});


describe('the years of experience a letter states', () => {
  it('keeps their field, but not one that names an employer, which may be another job than the one the letter names', () => {
    const experience = (resume: string) => factsOf(resume, 'Bartender\nDuties: cocktails.', 'english').experience;
    expect(experience('Sam Reid\nPROFILE\nI have 4 years of experience in cocktail bars.\nEXPERIENCE\nBartender — The Old Duke · 2023 – present\n- Cocktails and cask ales')).toEqual({ years: 4, field: 'in cocktail bars' });
    expect(experience('Sam Reid\nPROFILE\nI have 4 years of experience as a food runner at Turtle Bay.\nEXPERIENCE\nBartender — The Old Duke · 2023 – present\n- Cocktails and cask ales\nFood runner — Turtle Bay · 2019 – 2023\n- Running food')).toEqual({ years: 4, field: null });
  });
});

describe('what a letter may not take for held or for an employer', () => {
  it("takes no contract for an employer and no predicted or offered degree for one obtained", () => {
    const facts = factsOf(
      'Chloé Martin\nEXPÉRIENCE\nHôtesse d’accueil — CDI · 2023 – 2025\n- Accueil du public\nFORMATION\nBachelor Ressources humaines — admise, rentrée 2026\nBac STMG (2022)',
      'Assistante RH en alternance (H/F)\nMissions : recrutement.',
      'french',
    );
    expect(facts.jobs.map((job) => job.employer)).toEqual([null]);
    expect(facts.degree?.text ?? '').not.toMatch(/Bachelor/u);
    const english = factsOf('Aoife Byrne\nEDUCATION\nBachelor of Commerce (Accounting) — predicted 2.1, May 2025\nLeaving Certificate (2021)', 'Trainee Accountant\nA degree in accounting.', 'english');
    expect(english.degree?.text ?? '').not.toMatch(/Commerce/u);
  });
});

describe('a credential held', () => {
  it("is held though the next line's card number holds a later year, and not when the words after it say it is to come", () => {
    const resume = "Mamadou DIALLO – Agent de sécurité SSIAP 1 – Roubaix – 06 39 98 58 06\nCarte pro CNAPS n° CAR-059-2030-03-14 (valide jusqu'au 14/03/2030) – SSIAP 1 (2021, recyclage oct. 2024) – SST (à jour 2026)\n2023-2026 : Agent SSIAP 1, entrepôt (Lesquin) : rondes, PC sécurité.";
    const facts = factsOf(resume, 'Agent de sécurité SSIAP 1 H/F\nProfil : SSIAP 1 à jour de recyclage (obligatoire), SST ou PSC1.', 'french');
    expect(facts.credentials).toEqual(expect.arrayContaining(['SSIAP 1', 'SST']));
    expect(facts.required).toEqual(expect.arrayContaining(['SSIAP 1']));
    expect(factsOf('Chloé Martin\nFORMATION\nBachelor RH — admise, rentrée 2026\nBac STMG (2022)', 'Assistante RH (H/F)\nProfil : Bachelor RH.', 'french').degree?.text ?? '').not.toMatch(/Bachelor/u);
  });

  it('takes no length of experience for an employer', () => {
    const facts = factsOf("Camille Roux\nCoiffeuse coloriste – 8 ans d'expérience en salon\n2018 – 2026 : Coiffeuse", 'Coiffeur (H/F)\nMissions : coupes.', 'french');
    expect(facts.jobs.map((job) => job.employer)).not.toContain("8 ans d'expérience en salon");
  });
});

describe("the candidate's own sentences", () => {
  it("never quotes one alone that opens on a place named before it ('J'y…')", () => {
    const resume = "Kévin Moreau\nDepuis mars 2024, je suis mécanicien chez Beaujolais Automobiles. Avant cela, j'ai travaillé quatre ans chez Norauto. J'y ai obtenu en 2023 l'attestation d'aptitude à la manipulation des fluides frigorigènes et je m'occupais des recharges de climatisation.";
    const facts = factsOf(resume, 'Mécanicien automobile (H/F)\nProfil : attestation fluides frigorigènes, recharges de climatisation.', 'french');
    expect(facts.statements.some((sentence) => sentence.startsWith("J'y"))).toBe(false);
  });
});

// An association's France Travail offer for a home help (its posting as pasted).
const HOME_HELP_POSTING = "Aide à domicile (H/F)\nPublié le 14 novembre 2026 - offre n° 201KLMW\nActualisé le 17 novembre 2026\n\n56 - VANNES - Localiser avec Mappy\n\nAssociation Domicile Services Golfe, association d'aide et d'accompagnement à domicile (120 salariés), intervient auprès de personnes âgées et de personnes en situation de handicap à Vannes et dans les communes du Golfe du Morbihan. Nous recrutons un(e) aide à domicile pour le secteur Vannes - Séné - Theix-Noyalo.\n\nVos missions :\n- entretien du logement et du linge (ménage, repassage)\n- aide aux courses et à la préparation des repas\n- aide à la prise des repas\n- accompagnement aux rendez-vous et aux sorties, stimulation (jeux, promenades, conversation)\n- aide à la toilette simple et à l'habillage, en lien avec le SSIAD\n- transmissions dans le cahier de liaison et pointage sur l'application de télégestion\n\nDéplacements entre les domiciles avec votre véhicule personnel (indemnités kilométriques à 0,35 €/km). Planning remis 15 jours à l'avance, un week-end sur deux travaillé. Tutorat à l'arrivée et formations prises en charge (DEAES possible par la VAE).\n\nType de contrat\nContrat à durée indéterminée\nContrat travail\n\nDurée du travail\n28H/semaine\nTravail à temps partiel\nTravail un week-end sur deux\n\nSalaire\nSalaire brut : Mensuel de 1560.0 Euros à 1640.0 Euros sur 12 mois\nIndemnités kilométriques\n\nDéplacements : Quotidiens Départemental\n\nProfil souhaité\n\nExpérience\n1 an - en aide à domicile ou auprès de personnes âgées\nExigé\n\nFormations";

describe("a prose CV's sentence about its current work", () => {
  it('is told after its opening of time, up to the list a colon opens when it is too long, and never one that points back', () => {
    const resume = [
      'Sylvie Guillou',
      '8 rue de la Marne, 56000 Vannes – 06 12 48 77 03',
      '',
      "Depuis septembre 2022, je travaille en CESU chez trois personnes âgées de Vannes et de Séné, environ 20 heures par semaine : ménage, repassage, courses, préparation des repas, l'accompagnement chez le médecin ou à la pharmacie, promenades et beaucoup de conversation.",
      '',
      "Avant cela, de 2004 à 2022, j'ai été agent de restauration à la cuisine centrale de la Ville de Vannes. J'ai quitté ce poste pour me consacrer à l'aide aux personnes.",
    ].join('\n');
    const letter = writeOfflineLetter({ resume, jobPosting: HOME_HELP_POSTING, language: 'french', tone: 'formal' }, { today: new Date('2026-11-22'), variant: 0, seed: 1 });
    expect(letter).toContain('Depuis septembre 2022, je travaille en CESU chez trois personnes âgées de Vannes et de Séné, environ 20 heures par semaine.');
    expect(letter).not.toContain('ce poste pour');
  });
});

describe("a CV in the other language's duties", () => {
  it('are not told as one abstract word alone', () => {
    const resume = 'James Whitfield\nEXPERIENCE\nSupplier Quality Engineer — Halvern Aerostructures Ltd · 2022 – 2026\n• Ran supplier audits across the UK and Spain';
    const facts = factsOf(resume, 'Ingénieur Qualité Fournisseurs (H/F)\nMissions : audit des fournisseurs.', 'french');
    expect(facts.practised.flatMap((told) => told.skills)).toEqual([]);
  });

  it('are no working time, and name the tools the posting asks for', () => {
    const resume = 'Julien Ferrand\nExpérience\nAnalyste SOC N2 — Banque Lyonnaise de Crédit · 2023 – 2026\n• Investigation des escalades N1 dans Splunk\n• Confinement des postes avec CrowdStrike Falcon\n• Astreintes une semaine sur cinq';
    const facts = factsOf(resume, 'SOC Analyst\nYou will investigate alerts in Splunk and CrowdStrike, and join the on-call rota.', 'english');
    expect(facts.practised.flatMap((told) => told.skills)).toEqual([]);
    expect(facts.practised.flatMap((told) => told.labels)).toEqual(['Splunk', 'CrowdStrike']);
  });
});

describe('when the candidate can start', () => {
  it("is a time after 'available from', never whoever gives references", () => {
    const posting = 'Customer Service Advisor\nYou will answer calls.';
    expect(factsOf('Ann Lee\n07843 220 615\nAvailable from January 2027.', posting, 'english').availability).toBe('from January 2027');
    expect(factsOf('Ann Lee\n07843 220 615\nReferences available from Citizens Advice Calderdale.', posting, 'english').availability).toBeNull();
  });
});

describe("the candidate's wish", () => {
  it('is not a sentence that opens on who writes, which the signature says', () => {
    const facts = factsOf(
      "Inès Moreau\nJe m'appelle Inès Moreau, j'ai 31 ans et je souhaite devenir assistante dentaire.\nEXPÉRIENCE\nConseillère de vente — Optique Lumière · 2015 – 2024\n• Accueil des clients",
      'Assistant(e) dentaire (H/F)\nMissions : accueil des patients.',
      'french',
    );
    expect(facts.wish).toBeNull();
  });

  it('is quoted when it says only what the candidate wants', () => {
    const facts = factsOf(
      "Inès Moreau\nJe souhaite devenir assistante dentaire et me former au travail à quatre mains.\nEXPÉRIENCE\nConseillère de vente — Optique Lumière · 2015 – 2024\n• Accueil des clients",
      'Assistant(e) dentaire (H/F)\nMissions : accueil des patients.',
      'french',
    );
    expect(facts.wish).toBe('Je souhaite devenir assistante dentaire et me former au travail à quatre mains.');
  });
});

describe('a duty line ending on when it was done', () => {
  it('is told without it, in English and in French', () => {
    const english = evidenceOf('Priya Ramsden\nEXPERIENCE\nVolunteer — Todmere Digital Drop-in · 2025 – present\n• Helping older people with email, online forms and Universal Credit accounts, Tuesday mornings', 'Library Assistant\nYou will help customers with computers and online forms.', 'english');
    expect(english).toEqual(['Helping older people with email, online forms and Universal Credit accounts']);
    const french = evidenceOf('Léa Roux\nEXPÉRIENCE\nBénévole — Secours populaire · 2024 – aujourd’hui\n• Aide aux démarches en ligne et accueil des familles, le mardi matin', 'Conseiller numérique (H/F)\nMissions : aide aux démarches en ligne.', 'french');
    expect(french).toEqual(['Aide aux démarches en ligne et accueil des familles']);
  });
});

describe("a driver's card of one kind of transport", () => {
  it('does not answer a posting that asks for the other kind, and answers one of its own kind', () => {
    const goods = factsOf('Nicolas Fabre\nQUALIFICATIONS\nPermis C (2019) · FIMO marchandises (2019), FCO marchandises à jour (2024)', 'Conducteur-receveur de bus (H/F)\nProfil :\n- Permis D en cours de validité, FIMO voyageurs ou FCO à jour', 'french');
    expect([...goods.credentials, ...goods.otherCredentials]).not.toContain('FCO');
    const passengers = factsOf('Karim Benali\nPERMIS ET QUALIFICATIONS\nPermis D, C1 et B\nFIMO voyageurs (2018) – FCO valide jusqu\'en 2027', 'Conducteur de bus (H/F)\nProfil :\n- FIMO ou FCO voyageurs à jour (Exigé)', 'french');
    expect(passengers.credentials).toEqual(expect.arrayContaining(['FIMO', 'FCO']));
  });
});

describe('a title in the other language with a gloss in brackets', () => {
  // A refuse loader's French CV under a UK council's posting: the trade was left out for its bracket.
  it('is told by its translation, the gloss left out', () => {
    const resume = ['Julien FAUVEL', 'EXPÉRIENCE', '2021-2025 : Ripeur (agent de collecte) – Collecte Normande Environnement, Caen', '- Collecte des ordures ménagères en équipage de 3'].join('\n');
    const posting = 'Waste and Recycling Operative (Loader) – Wrexley Borough Council\nYou will collect household waste and recycling.';
    const [job] = letterFacts(read(resume, posting, today), 'english', null, today).jobs;
    expect([job?.title, job?.employer]).toEqual(['refuse collector', 'Collecte Normande Environnement']);
  });
});

describe('a move to another employer told inside a job', () => {
  it("ends the job's lines: what follows belongs to a job the reader did not find", () => {
    expect(evidenceOf(
      "Hugo Bernard\nEXPÉRIENCE\nComptable — Cabinet Roux · 2015 – 2019\n• J'ai tenu 60 dossiers de TPE\n• En 2019, j'ai rejoint la société Alvéa\n• J'ai clôturé les comptes de 12 filiales",
      'Comptable\nVous tenez des dossiers et clôturez les comptes.',
      'french',
    )).toEqual(["J'ai tenu 60 dossiers de TPE"]);
    expect(evidenceOf(
      'Mia Patel\nEXPERIENCE\nAccounts Assistant — Harlow Foods · 2016 – 2019\n• I reconciled 14 bank accounts\n• In 2019 I joined Kestrel Logistics\n• I closed the monthly accounts of 6 depots',
      'Accountant\nYou will reconcile accounts and close the month.',
      'english',
    )).toEqual(['I reconciled 14 bank accounts']);
  });
});

describe('who employed the candidate, as a letter names it', () => {
  const jobsOf = (resume: string) => letterFacts(read(resume, 'Officer\nYou will inspect cargo.', today), 'english', null, today).jobs.map((job) => job.employer);
  it("names no place nor a unit as the employer, and gives the state's bodies 'the'", () => {
    expect(jobsOf('Ann Lee\nEXPERIENCE\nOrthoptist — Royaume-Uni · 2019 – 2024\n• Assessed 20 patients a day')).toEqual([null]);
    expect(jobsOf('Ann Lee\nEXPERIENCE\nKeeper placement — Primate section · 2025\n• Recorded behaviour observations')).toEqual([null]);
    expect(jobsOf('Ann Lee\nEXPERIENCE\nCorporal — Royal Logistic Corps · 2012 – 2020\n• Inspected cargo against manifests')).toEqual(['the Royal Logistic Corps']);
  });
});

describe('a career change', () => {
  const posting = [
    'Régleur sur machines à commande numérique (H/F)',
    'Usinage Alpin recrute à Cluses. Reconversion bienvenue.',
    'Missions :',
    '- réglages et changements de série sur centres d’usinage',
    '- contrôle dimensionnel des premières pièces',
    '- contrôles en cours de fabrication',
  ].join('\n');

  it('is not said of a candidate whose lines already answer three of the skills the posting asks', () => {
    const apprentice = ['Hugo Perrin', 'EXPÉRIENCE', 'Apprenti technicien d’usinage – Décolletage Arve', 'Depuis septembre 2025', '- Réglages et changements de série sur centres d’usinage 3 axes', '- Contrôle dimensionnel des premières pièces au micromètre', '- Contrôles en cours de fabrication et autocontrôle'].join('\n');
    expect(factsOf(apprentice, posting, 'french').careerChange).toBe(false);
  });

  it('is said of one whose work shares nothing with the post', () => {
    const cashier = ['Inès Morel', 'EXPÉRIENCE', 'Hôtesse de caisse – Carrefour Cluses', 'Depuis 2019', '- Encaissement et accueil des clients', '- Ouverture et fermeture de caisse'].join('\n');
    expect(factsOf(cashier, posting, 'french').careerChange).toBe(true);
  });
});

describe('a CV written in capitals', () => {
  const posting = 'Carrossier peintre (H/F)\nGarage Martin recrute.\nMissions : réparation de carrosserie, préparation, peinture.';

  it('has its French lines in capitals told in small letters only when they write their accents', () => {
    const resume = ['JULIEN ROUX', 'EXPÉRIENCE', 'CARROSSIER – CARROSSERIE DUPUIS', '2019 – 2025', '- REMPLACEMENT D’ELEMENTS ET REDRESSAGE DE TOLERIE', '- RÉPARATION DES PARE-CHOCS, PRÉPARATION AVANT PEINTURE'].join('\n');
    const facts = factsOf(resume, posting, 'french');
    expect(facts.evidence.map((fact) => fact.text)).toEqual(['Réparation des pare-chocs, préparation avant peinture']);
    expect(facts.jobs[0]?.title).toBe('carrossier');
  });

  it('has its English lines in capitals told in small letters', () => {
    const english = 'Vehicle Body Repairer\nMartin Motors is hiring.\nDuties: panel repair, preparation and painting.';
    const resume = ['JAMES ROSS', 'EXPERIENCE', 'BODY REPAIRER – DUPUIS BODYWORKS', '2019 – 2025', '- PANEL REPLACEMENT AND DENT REPAIR ON CARS AND VANS'].join('\n');
    expect(factsOf(resume, english, 'english').evidence.map((fact) => fact.text)).toEqual(['Panel replacement and dent repair on cars and vans']);
  });
});
