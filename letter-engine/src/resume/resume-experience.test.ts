import { describe, expect, it } from 'vitest';
import { parseExperience } from './resume-experience.ts';

describe('a connector inside the employer’s name', () => {
  // A French teacher's CV in England, and a nurse's London CV: 'for' belongs to the school's and the hospital's names.
  it.each([
    ['Depuis sept. 2024 — Assistante de langue française, Northampton School for Girls (programme d’assistants)', 'Assistante de langue française', 'Northampton School for Girls'],
    ['Staff Nurse, Great Ormond Street Hospital for Children | 2019 – 2023', 'Staff Nurse', 'Great Ormond Street Hospital for Children'],
  ])('reads the role and the whole employer in %j', (line, title, employer) => {
    const [job] = parseExperience([line, '- Ward rounds and handovers']);
    expect([job?.title, job?.employer]).toEqual([title, employer]);
  });

  it('still reads a role linked to its employer by the connector', () => {
    const [job] = parseExperience(['Barista at Pret A Manger, Piccadilly (Jan 2023 – Present)']);
    expect([job?.title, job?.employer]).toEqual(['Barista', 'Pret A Manger']);
  });
});

describe('the employer described under its job', () => {
  it('opens no job with a line saying since when the employer is what it is, in French and in English', () => {
    const french = parseExperience([
      "2021 – aujourd'hui · Chef de cuisine – Le Clos Saint-Aubin, Angers",
      'Restaurant gastronomique de 45 couverts, 1 étoile au guide Michelin depuis 2023',
      '• Création de 4 cartes de saison par an',
    ]);
    expect(french.map((job) => [job.title, job.employer])).toEqual([['Chef de cuisine', 'Le Clos Saint-Aubin']]);
    const english = parseExperience(['Sous Chef – The Mill House, York · 2019 – 2024', 'Family-run hotel of 40 rooms, AA Rosette since 2018', '• Ran the pass on busy weekends']);
    expect(english.map((job) => [job.title, job.employer])).toEqual([['Sous Chef', 'The Mill House']]);
  });
});

describe("the employer's line under its role", () => {
  it('reads a name in capitals with its town, under a dated role naming no employer', () => {
    const jobs = parseExperience([
      "sept. 2021 – aujourd'hui",
      'Magasinier vendeur comptoir (CDI)',
      'AUTODISTRIB OUEST – Brest (pièces VL)',
      '- Réception et contrôle de 150 colis / jour',
      '09/2012 → 12/2018 Maçon coffreur',
      'BATI LOIRE, Indre (44)',
      'Coffrage voiles et planchers, lecture de plans',
    ]);
    expect(jobs.map((job) => [job.title, job.employer, job.place, job.achievements.length])).toEqual([
      ['Magasinier vendeur comptoir', 'AUTODISTRIB OUEST', 'Brest', 1],
      ['Maçon coffreur', 'BATI LOIRE', 'Indre', 1],
    ]);
  });

  it('reads no employer from a duty line with a town, nor from a line under a role that names its employer', () => {
    const [waiter] = parseExperience(['2019 – 2021 Serveur', 'Service en salle, Paris', '- Encaissement']);
    const [storeman] = parseExperience(['2019 – 2021 Magasinier chez Kiloutou', 'DEPOT NORD – Lille', '- Réception']);
    expect([waiter?.employer, storeman?.employer]).toEqual([null, 'Kiloutou']);
  });
});

describe('a placement and its employer on one line', () => {
  it("reads the placement as the role and the employer before its kind and town ('géomètres-experts')", () => {
    const [job] = parseExperience(["Févr. – juil. 2026 : Stage de fin d'études — Cabinet Dubreuil & Associés, géomètres-experts, Bordeaux", '• 38 levés topographiques']);
    expect([job?.title, job?.employer, job?.place]).toEqual(["Stage de fin d'études", 'Cabinet Dubreuil & Associés', 'Bordeaux']);
  });

  it("reads an agency named by 'via' as the employer", () => {
    const [job] = parseExperience(['Door Supervisor via Apex Security | 2020 – 2022', '- Weekend door work']);
    expect([job?.title, job?.employer]).toEqual(['Door Supervisor', 'Apex Security']);
  });
});

describe("the employer's line under its role, in the name's own case", () => {
  it('is read when a town the lexicon knows follows the name', () => {
    const jobs = parseExperience(['Nursery Practitioner / Baby Room Deputy                  Sept 2015 – March 2020', 'Treetops Day Nursery, Filton, Bristol', '*  Key person for up to 8 babies']);
    expect(jobs.map((job) => [job.title, job.employer])).toEqual([['Nursery Practitioner / Baby Room Deputy', 'Treetops Day Nursery']]);
  });
});

describe("the employer's line under the role's dates", () => {
  // A ski instructor's CV (a place the lexicon does not know, a county) and an air traffic assistant's (round 29).
  it('is read whatever its place, and a name ending on a place of work is no town', () => {
    const jobs = parseExperience([
      'Ski Instructor', 'December 2021 – April 2026 (five winter seasons)', 'Snowline Ski School, Méribel, France', '- Group lessons for families',
      'Outdoor Activity Instructor (summers)', '2018 – 2025', 'Lakeland Adventure Centre, Cumbria', '- Climbing and kayaking with school groups',
      'Air Traffic Services Assistant', '2012 – 2019', 'Marches Regional Airport, Hereford', '- Runway inspection records',
    ]);
    expect(jobs.map((job) => [job.title, job.employer])).toEqual([
      ['Ski Instructor', 'Snowline Ski School'],
      ['Outdoor Activity Instructor', 'Lakeland Adventure Centre'],
      ['Air Traffic Services Assistant', 'Marches Regional Airport'],
    ]);
  });
});

describe('a degree named on a line of work', () => {
  // A domestic energy assessor's table (round 29) and a CNC apprentice's placements (round 27).
  it('is work when the line opens on a kind of work beside an employer', () => {
    const jobs = parseExperience(['2019 – now : Self-employed DEA – Shah Energy Surveys (own business)', '- 2,300+ RdSAP EPCs', 'Stages Bac pro (16 semaines) – Ateliers Mugnier, Thyez – 2023 à 2025', '• Fraisage et tournage sur machines CN']);
    expect(jobs.map((job) => [job.title, job.employer])).toEqual([
      ['Self-employed DEA', 'Shah Energy Surveys'],
      ['Stages Bac pro (16 semaines)', 'Ateliers Mugnier'],
    ]);
  });

  it('is training when it opens on the degree', () => {
    expect(parseExperience(['2015 – 2017 : BTS MCO – Lycée Jean Moulin, Angers', '- Stage en magasin'])).toEqual([]);
  });
});

describe('what is no employer on a job’s lines', () => {
  // A network engineer's LinkedIn profile (round 30), a beekeeper's hobby hives and a kitchen porter's covers.
  it('reads neither a contract with its place nor a figure as the employer', () => {
    const jobs = parseExperience(['Halden Logistics', 'Senior Network Engineer', 'Full-time · Remote from Lyon', 'Jan 2023 - Present · 3 yrs 4 mos', '- Led the migration of 38 warehouses to SD-WAN']);
    expect(jobs.map((job) => job.employer)).toEqual(['Halden Logistics']);
    expect(parseExperience(['Depuis 2021  Apicultrice de loisir – 40 ruches déclarées (rucher de Le Pouzin)']).map((job) => job.employer)).toEqual([null]);
  });
});

describe("a job's details under the table that dated it", () => {
  // A stock controller's CV (round 30): a table of jobs, then each job's header and bullets.
  it('gives the bullets to the job the header recalls, not to the table\'s last row', () => {
    const jobs = parseExperience([
      'Mar 2023 – now : Stock Controller – Northway Fulfilment Ltd',
      '2017 – 2020 : Sales Assistant, part-time – Boots',
      'Stock Controller – Northway Fulfilment Ltd (22,000 SKUs, fashion and beauty for 6 online retailers)',
      '- Raised stock accuracy from 96.8% to 99.6% in 18 months',
    ]);
    expect(jobs.map((job) => [job.employer, job.achievements])).toEqual([
      ['Northway Fulfilment Ltd', ['Raised stock accuracy from 96.8% to 99.6% in 18 months']],
      ['Boots', []],
    ]);
  });
});

describe('a team after the role', () => {
  // A civil servant's CV (round 30): a 'Decision Maker' is a role, and the team it sat in is no employer.
  it('is no employer', () => {
    const jobs = parseExperience(['Decision Maker (Executive Officer), Mandatory Reconsiderations team', 'April 2016 – August 2019', '- Decided around 35 mandatory reconsiderations a week']);
    expect(jobs.map((job) => [job.title, job.employer])).toEqual([['Decision Maker', null]]);
  });
});

describe('a duty wrapped by the page', () => {
  it('goes on, without a bullet and in lower case, on the next line', () => {
    const jobs = parseExperience(['Nursery Practitioner                  Sept 2015 – March 2020', 'Treetops Day Nursery, Filton, Bristol', '*  Supported a child with global developmental delay alongside our SENCo and the', '   speech and language therapist', '*  Settling-in visits']);
    expect(jobs[0]?.achievements).toEqual(['Supported a child with global developmental delay alongside our SENCo and the speech and language therapist', 'Settling-in visits']);
  });
});

describe('a dated line longer than a header usually is', () => {
  // A refrigeration technician's earlier career: thirteen words once the dates are set aside, its first part a role.
  it('opens a job when its first part is a role, not the last duty of the job before', () => {
    const jobs = parseExperience(['2016 – 2024   Chef de rayon frais – Super U Valence Sud', '• Équipe de 6 personnes', '2012 – 2016   Employé commercial puis adjoint au chef de rayon – Super U Valence Sud']);
    expect(jobs.map((job) => [job.title, job.startYear])).toEqual([
      ['Chef de rayon frais', 2016],
      ['Employé commercial puis adjoint au chef de rayon', 2012],
    ]);
    expect(jobs[0]?.achievements).toEqual(['Équipe de 6 personnes']);
  });
});

describe('a promotion within one job', () => {
  // A care worker's CV: 'Senior Care Assistant' had been read as the employer.
  it('reads "X, then Y" as one role, and the employer after it', () => {
    const [job] = parseExperience(['• Jun 2012 – Dec 2018: Care Assistant, then Senior Care Assistant, The Elms Residential Home, Ludlow', '  - Organised the summer fete']);
    expect([job?.title, job?.employer, job?.place]).toEqual(['Care Assistant, then Senior Care Assistant', 'The Elms Residential Home', 'Ludlow']);
  });
});

describe('a role after the role', () => {
  // A civil engineering student's CV: its letter said 'at Site Engineer'.
  it('is no employer when a name with a company mark follows', () => {
    const [job] = parseExperience(['Placement Student – Site Engineer, Northway Civils Ltd (highways contractor), Sunderland – Jul 2025 – Jun 2026', '- Setting out drainage runs']);
    expect([job?.title, job?.employer]).toEqual(['Placement Student', 'Northway Civils Ltd']);
  });
});

describe('dates under their header', () => {
  it('gives each job its own dates when a line of time away, which opens no job, leads the section', () => {
    const jobs = parseExperience([
      'Career break – full-time carer for my father, Derby',
      'May 2020 – January 2024',
      'Looked after his appointments and medication until he moved into a care home.',
      'Library Assistant – Derby City Libraries',
      'April 2012 – April 2020',
      '- Issued and returned books, ran the children’s reading sessions',
      'Sales Assistant – Boots, Derby',
      '2008 – 2012',
      '- Tills and stock',
    ]);
    expect(jobs.map((job) => [job.title, job.employer, job.period])).toEqual([
      ['Library Assistant', 'Derby City Libraries', 'April 2012 – April 2020'],
      ['Sales Assistant', 'Boots', '2008 – 2012'],
    ]);
    expect(jobs[0]?.achievements).toEqual(['Issued and returned books, ran the children’s reading sessions']);
  });

  it('keeps a long employer line between a role and its dates in the header', () => {
    const jobs = parseExperience([
      'Technicienne SAV itinérante',
      'Medilab Services (vente et maintenance de matériel de laboratoire pour hôpitaux et universités) – Rennes, Grand Ouest',
      'Depuis mars 2015',
      '- Maintenance préventive et dépannage de centrifugeuses et d’automates',
      'Technicienne de maintenance',
      'Plastiques de l’Ouest – Vitré',
      '2010 – 2015',
      '- Maintenance des presses à injecter',
    ]);
    expect(jobs.map((job) => [job.title, job.employer, job.period])).toEqual([
      ['Technicienne SAV itinérante', 'Medilab Services', 'Depuis mars 2015'],
      ['Technicienne de maintenance', 'Plastiques de l’Ouest', '2010 – 2015'],
    ]);
  });

  it('still reads dates above their header as that job’s', () => {
    const jobs = parseExperience(['2019 – 2023', 'Vendeuse – Zara, Lyon', '- Encaissement', '2016 – 2019', 'Caissière – Carrefour, Lyon', '- Caisse']);
    expect(jobs.map((job) => [job.title, job.period])).toEqual([
      ['Vendeuse', '2019 – 2023'],
      ['Caissière', '2016 – 2019'],
    ]);
  });
});

describe('the parts of a header that are no employer', () => {
  it('reads a role in brackets as the role’s other name, and the employer line under the dates', () => {
    const [job] = parseExperience(['Senior Air Traffic Services Assistant (Watch Lead ATSA)', '2019 – present', 'Severnside Airport, Cardiff', '- Lead assistant on one of five watches']);
    expect([job?.title, job?.employer]).toEqual(['Senior Air Traffic Services Assistant', 'Severnside Airport']);
  });

  it('reads a workplace of somewhere above the role as the employer, whatever words the role holds', () => {
    const [job] = parseExperience(['Archives départementales de Loire-Atlantique', 'Archiviste vacataire', 'sept. 2015 - janv. 2017 · 1 an 5 mois', '- Classement de fonds notariaux']);
    expect([job?.title, job?.employer]).toEqual(['Archiviste vacataire', 'Archives départementales de Loire-Atlantique']);
  });
});
