import { describe, expect, it } from 'vitest';
import { analyzeResume } from './analyze-resume.ts';

describe('jobs whose header line is bulleted', () => {
  const resume = analyzeResume(`Julien Morel
Technicien de maintenance – 6 ans d'expérience
Full UK driving licence · DBS checked

EXPÉRIENCES

▪ Technicien de maintenance – Fleury Michon, Pouzauges (85) – depuis 2020
  - Maintenance préventive et curative sur lignes de conditionnement
  - Saisie des interventions dans la GMAO (Coswin)

▪ Électromécanicien (intérim) – Manpower, Cholet – 2018 – 2020
  - Remplacement de moteurs, roulements et vérins`);

  it('reads each bulleted header as a job, its bullet and dash left out of the title', () => {
    expect(resume.jobs.map((job) => [job.title, job.employer, job.period])).toEqual([
      ['Technicien de maintenance', 'Fleury Michon', 'depuis 2020'],
      ['Électromécanicien', 'Manpower', '2018 – 2020'],
    ]);
    expect(resume.jobs[0]?.achievements).toHaveLength(2);
  });

  it('never reads a driving licence as a degree', () => {
    expect(resume.education.map((degree) => degree.degree).join(' ')).not.toMatch(/licence/i);
  });
});

describe('LinkedIn jobs and two current jobs', () => {
  it('reads the long employer line between a role and its dates as the employer', () => {
    const resume = analyzeResume(`Gaëlle Kerhervé
Infirmière DE

Expérience
Infirmière
CHU de Brest – Hôpital de la Cavale Blanche · Temps plein
sept. 2021 - aujourd'hui · 5 ans 3 mois
Brest, Bretagne, France
Unité de soins palliatifs (12 lits) : gestion de la douleur, soins de confort.

Infirmière
Clinique Pasteur-Lanroze · CDD
juil. 2019 - août 2021 · 2 ans 2 mois
Brest
Chirurgie orthopédique : pansements post-opératoires, perfusions.`);
    expect(resume.jobs.map((job) => [job.employer, job.period])).toEqual([
      ['CHU de Brest', "sept. 2021 - aujourd'hui"],
      ['Clinique Pasteur-Lanroze', 'juil. 2019 - août 2021'],
    ]);
  });

  it('puts first the current job that started last', () => {
    const resume = analyzeResume(`Camille Fournier
Nantes · 06 19 47 82 35

Juriste en droit social depuis 2018, j'ai commencé au cabinet d'avocats Lebrun & Associés, à Nantes, où j'ai préparé une quarantaine de dossiers de contentieux.

Depuis 2021, je suis juriste droit social chez Atlantique Distribution (1 200 salariés). Je conseille les RH de proximité et les managers sur les contrats.`);
    expect(resume.jobs[0]?.employer).toBe('Atlantique Distribution');
  });
});

describe('a thin CV of dated lines', () => {
  const resume = analyzeResume(`Sandrine Le Goff, 52 ans – Saint-Nazaire – 06 84 12 57 39
Agent de propreté depuis mars 2022 chez Onet : nettoyage de bureaux et de sanitaires, lavage des sols à l'autolaveuse, tri des déchets.
2015 → 2022 : femme de chambre à l'Hôtel de la Plage, La Baule.
Permis B, véhicule personnel.`);

  it('reads the duties after the colon, and a dated line as a past job', () => {
    expect(resume.jobs.map((job) => [job.title, job.employer, job.period])).toEqual([
      ['Agent de propreté', 'Onet', 'depuis mars 2022'],
      ['femme de chambre', 'Hôtel de la Plage', '2015 → 2022'],
    ]);
    expect(resume.jobs[0]?.achievements).toEqual(["nettoyage de bureaux et de sanitaires, lavage des sols à l'autolaveuse, tri des déchets"]);
  });

  it('reads the author as a woman from a feminine role, an epicene title aside', () => {
    expect(resume.gender).toBe('feminine');
  });
});

describe('an English one-line job with its duties after a colon', () => {
  const resume = analyzeResume(`Clara Vidal, 26 years old – Paris 11e – clara.vidal@gmail.com
Customer Success Associate at Mooncard (B2B SaaS), Sept 2023 – Present: portfolio of 150 SME customers, onboarding and training sessions, churn down from 4.1% to 2.6% a year, NPS 62.
Before: 2 years as a restaurant floor manager (Big Mamma, Paris), team of 12.`);

  it('keeps each measured duty as a fact of its own, and reads the earlier job', () => {
    expect(resume.jobs[0]?.achievements).toContain('churn down from 4.1% to 2.6% a year');
    expect(resume.jobs.map((job) => job.title)).toEqual(['Customer Success Associate', 'restaurant floor manager']);
  });
});

describe('a French one-line job with its duties after a colon', () => {
  const resume = analyzeResume(`Mehdi Azzouz, 27 ans, Roubaix. 06 77 30 15 92.
Conseiller client chez Teleperformance (Lille) depuis 2022 : appels entrants pour un opérateur télécom, 60 appels par jour, taux de satisfaction de 92 %.`);

  it('keeps the whole role, its complement included, and each measured duty', () => {
    expect(resume.jobs.map((job) => job.title)).toEqual(['Conseiller client']);
    expect(resume.jobs[0]?.achievements).toContain('taux de satisfaction de 92 %');
  });
});

describe('a thin CV line holding a whole job, its dates and employer in brackets', () => {
  const resume = analyzeResume(`Inès Marchal, 20 ans, Couëron – 07 66 02 18 54
BAFA (2024) – PSC1
Animatrice en centre de loisirs (étés 2024 et 2025, Mairie d'Indre) : grands jeux, activités sportives, groupes de 8-12 ans
Permis B en cours. Disponible tout de suite.`);

  it('reads the duties after the colon as what was done there, and nothing after the line', () => {
    expect(resume.jobs.map((job) => [job.title, job.employer])).toEqual([['Animatrice en centre de loisirs', "Mairie d'Indre"]]);
    expect(resume.jobs[0]?.achievements).toEqual(['grands jeux, activités sportives, groupes de 8-12 ans']);
  });
});

describe('a thin CV whose earlier job follows the dated one', () => {
  const resume = analyzeResume(`Liam O'Connor, 22 – Bristol – liam.oconnor22@gmail.com – 07400 518 227
Bartender at The Old Duke (jazz pub, Bristol) since 2023: cask ales, cocktails, cashing up, busy weekend shifts.
Before that: 1 year as a food runner at Turtle Bay.`);

  it('reads the line that opens with "Before that" as an earlier job, not as something done in the current one', () => {
    expect(resume.jobs.map((job) => [job.title, job.employer, job.current])).toEqual([
      ['Bartender', 'The Old Duke', true],
      ['food runner', 'Turtle Bay', false],
    ]);
    // The duties after its colon are the bartender's own; the food runner's line is none of them.
    expect(resume.jobs[0]?.achievements).toEqual(['cask ales, cocktails, cashing up, busy weekend shifts']);
  });
});

describe('a headed CV with a title line and student placements', () => {
  const resume = analyzeResume(`CURRICULUM VITAE

Hannah Okafor
Walsall, West Midlands | 07788 120 664 | hannah.okafor@gmail.com

EMPLOYMENT
Family Support Worker – Home-Start Walsall | 2018 – 2021
- Weekly home visits to families with children under 5

STUDENT PLACEMENTS
2021–2022: Adult mental health day centre, Birmingham (70 days)`);

  it('never takes the document title for the name', () => {
    expect(resume.name).toBe('Hannah Okafor');
  });

  it('reads a placements heading as more experience, and a length of stay as no employer', () => {
    const support = resume.jobs.find((job) => job.title === 'Family Support Worker');
    expect(support?.achievements).toEqual(['Weekly home visits to families with children under 5']);
    expect(resume.jobs.map((job) => job.employer)).not.toContain('70 days');
  });
});

describe('a prose CV that counts its stay in summers', () => {
  it('reads "I worked two summers as …" as a past job', () => {
    const resume = analyzeResume(`Emily Carter, 24, living in Antibes. I worked two summers as a customer service agent at London Gatwick (2021 – 2022). Since 2023 I have been a front desk receptionist at the Hôtel Belles Rives.`);
    expect(resume.jobs.map((job) => [job.title, job.current])).toContainEqual(['customer service agent', false]);
  });
});

describe('the fifth held-out round’s CV layouts', () => {
  it('reads a thin CV’s dated lines with their duties after a dash, a bracket after the role being no employer', () => {
    const resume = analyzeResume(`Jordan Whitfield – 27 – Bletchley MK3 – 07412 665 093
Sep 2023 – now: Night Colleague, Tesco Extra Bletchley – filling shelves, chillers and freezers, rotating stock, gap checks with the handheld
2019 – 2023: Warehouse Operative, DHL Supply Chain, Magna Park – pick and pack, counterbalance forklift (RTITB, 2020), pump truck`);
    expect(resume.jobs.map((job) => [job.title, job.employer])).toEqual([
      ['Night Colleague', 'Tesco Extra Bletchley'],
      ['Warehouse Operative', 'DHL Supply Chain'],
    ]);
    expect(resume.jobs[0]?.achievements).toEqual(['filling shelves, chillers and freezers, rotating stock, gap checks with the handheld']);
  });

  it('reads "Name:" as the name, and "(Bank)" after a role as a qualifier', () => {
    const resume = analyzeResume(`CURRICULUM VITAE

Name: Grace Okafor
Mobile: 07921 554 806

EMPLOYMENT
June 2022 – present   Healthcare Assistant (Bank), Salisbury Community Hospital
- Venepuncture and labelling of blood samples`);
    expect(resume.name).toBe('Grace Okafor');
    expect(resume.jobs[0]?.employer).toBe('Salisbury Community Hospital');
  });

  it('reads LinkedIn’s "Boulanger · CDI" as the employer of the role above it, and drops "12 recommandations"', () => {
    const resume = analyzeResume(`Mathis Guillou
Conseiller de vente chez Boulanger

Expérience
Conseiller de vente multimédia
Boulanger · CDI
sept. 2022 - aujourd'hui · 3 ans 3 mois
Conseil et vente de smartphones, tablettes et objets connectés.

Compétences
Vente conseil · 12 recommandations
Encaissement`);
    expect(resume.jobs[0]?.title).toBe('Conseiller de vente multimédia');
    expect(resume.jobs[0]?.employer).toBe('Boulanger');
    expect(resume.skills).not.toContain('12 recommandations');
  });

  it('never holds a degree it is a year into', () => {
    const resume = analyzeResume(`Inès Marchal, 20 ans, Couëron – 07 66 02 18 54
BAFA (2024) – PSC1 – 2e année de licence STAPS à Nantes`);
    expect(resume.education).toEqual([]);
  });
});

describe('a training and certificates section', () => {
  const resume = analyzeResume(`Tomasz Nowak
Cirencester | 07700 918 442

EMPLOYMENT
Kitchen Porter, Zielona Weranda, Kraków — 2013 to 2017

TRAINING & CERTIFICATES
First Aid at Work (3 days, St John Ambulance, 2024)
Fire Marshal training (2022)
SIA Door Supervisor licence (expired 2021)`);

  it('reads its lines as certificates, not jobs; a bracket as how one was taken; an expired card as not held', () => {
    expect(resume.jobs.map((job) => job.title)).toEqual(['Kitchen Porter']);
    expect(resume.certificates).toEqual(['First Aid at Work', 'Fire Marshal training']);
  });
});

describe('a CV written as a message', () => {
  it('reads "Avant j’étais magasinier…" as a past job', () => {
    const resume = analyzeResume(`Bonjour, moi c'est Farid Benali, j'ai 46 ans et j'habite à Saint-Nazaire.

Avant j'étais magasinier chez un grossiste en plomberie pendant 8 ans (2009 à 2017) donc le bricolage ça me connait.`);
    expect(resume.jobs.map((job) => [job.title, job.current])).toEqual([['magasinier', false]]);
  });
});

describe('a thin CV line whose role is among the details in brackets', () => {
  it("reads no employer from the line's opening words ('Baby-sitting régulier')", () => {
    const { jobs } = analyzeResume("Inès Marchal, 20 ans, Couëron – 07 66 02 18 54\nBaby-sitting régulier depuis 2021 (2 enfants, sorties d'école, aide aux devoirs)");
    expect(jobs.map((job) => job.employer)).toEqual([null]);
  });
});
