import { describe, expect, it } from 'vitest';
import { analyzeResume } from './analyze-resume.ts';
import { isQualityLine } from './resume-skills.ts';

describe('a thin CV of a few dated lines', () => {
  const resume = analyzeResume(`Callum Dearing, 19 years old – Hull HU3 – 07763 218 450
Valeter, Bubbles Car Wash, Anlaby (June 2024 – now): hand washes, snow foam, pressure washer, seat shampooing
Before that: Saturday job at Morrisons Hull (trolleys, car park, customer help) 2022 – 2024
Reliable, never late, happy to work Saturdays and start straight away`);

  it('reads a role, its employer and dates in brackets, then its duties after the colon', () => {
    expect(resume.jobs[0]).toMatchObject({ title: 'Valeter', employer: 'Bubbles Car Wash', period: 'June 2024 – now' });
    expect(resume.jobs[0]?.achievements).toEqual(['hand washes, snow foam, pressure washer, seat shampooing']);
  });

  it("reads 'Before that: Saturday job at Morrisons' as an earlier job", () => {
    expect(resume.jobs[1]).toMatchObject({ title: 'Saturday job', employer: 'Morrisons Hull', period: '2022 – 2024' });
  });

  it('keeps a line of qualities out of the jobs and the skills', () => {
    expect(resume.jobs[1]?.achievements).toEqual([]);
    expect(resume.skills).not.toContain('never late');
    expect(isQualityLine('Ponctuel, toujours souriant, prêt à commencer')).toBe(true);
    expect(isQualityLine('Excel, never late with reports')).toBe(false);
    expect(isQualityLine('Hand washes, snow foam, pressure washer')).toBe(false);
  });
});

describe('a thin CV line with dates, role and employer before a colon', () => {
  it('reads the duties after the second colon, and a dated line with details in brackets as a job', () => {
    const resume = analyzeResume(`Lucas Brélivet, 31 ans – Quimper – Permis B
Depuis 2022 : employé libre-service rayon marée, Intermarché Quimper : mise en place de l'étal, filetage, traçabilité
2013 – 2021 : matelot dans la Marine nationale (dont 4 ans à la cuisine de bord)`);
    expect(resume.jobs.map((job) => [job.title, job.employer, job.period])).toEqual([
      ['employé libre-service rayon marée', 'Intermarché Quimper', 'Depuis 2022'],
      ['matelot dans la Marine nationale', null, '2013 – 2021'],
    ]);
    expect(resume.jobs[0]?.achievements).toEqual(["mise en place de l'étal, filetage, traçabilité"]);
  });
});

describe('a thin CV with a headline above its dated lines', () => {
  const resume = analyzeResume(`Inès Garnier
Calais – 06 41 52 63 74
Préparatrice de commandes
2021 – 2025 : Préparatrice de commandes, entrepôt Kiabi, Lens – préparation au scanner, filmage des palettes, inventaires
2019 : Caissière, magasin Leader Price, Arras (étés)
Espagnol B2 (séjour Erasmus à Séville)
Disponible en horaires d'équipe, dès 5h`);

  it('reads the headline apart from the job that repeats it, and the employer after its kind of place', () => {
    expect(resume.jobs.map((job) => [job.title, job.employer, job.place, job.period])).toEqual([
      ['Préparatrice de commandes', 'Kiabi', 'Lens', '2021 – 2025'],
      ['Caissière', 'Leader Price', 'Arras', '2019'],
    ]);
  });

  it('keeps a language line and an availability line out of the last job', () => {
    expect(resume.jobs[1]?.achievements).toEqual([]);
  });

  it('does not strip a place written with its preposition', () => {
    expect(analyzeResume(`Paul Roche
2020 – 2024 : Agent d'accueil, mairie de Tours – accueil du public, état civil, courrier`).jobs[0]?.employer).not.toBe('Tours');
  });
});

describe('a thin CV line with its duties in a closing bracket', () => {
  const resume = analyzeResume(`Hugo Marchand – Blois – 06 22 33 44 55
2022-2025 : Préparateur de commandes, Système U, Blois (préparation au scanner, chargement des camions, inventaires)
2020-2021 : Employé libre-service, Carrefour Market (CDD, 6 mois)
Food Hygiene Level 2 (2021, expired)`);

  it('reads the bracket as what was done there, not as the employer or the place', () => {
    expect(resume.jobs[0]).toMatchObject({ title: 'Préparateur de commandes', employer: 'Système U', place: 'Blois' });
    expect(resume.jobs[0]?.achievements).toEqual(['préparation au scanner, chargement des camions, inventaires']);
  });

  it('leaves a bracket of contract and length alone, and reads no job in a dated certificate line', () => {
    expect(resume.jobs[1]).toMatchObject({ title: 'Employé libre-service', employer: 'Carrefour Market', achievements: [] });
    expect(resume.jobs.map((job) => job.title)).toEqual(['Préparateur de commandes', 'Employé libre-service']);
  });
});

describe('a thin CV line that states its own stay', () => {
  it('reads the role as current for that long, and the dated line under it as the job before', () => {
    const resume = analyzeResume(`Nadia Ferreira – Angers – 06 11 22 33 44
Agente d'entretien depuis 4 ans chez Propre & Net (Angers) : bureaux, vitres, sols
2016-2020 : caissière, Super U Trélazé
BEP Hygiène et propreté (2015) – autolaveuse, monobrosse`);
    expect(resume.jobs.map((job) => [job.title, job.employer, job.current])).toEqual([
      ["Agente d'entretien", 'Propre & Net', true],
      ['caissière', 'Super U Trélazé', false],
    ]);
    expect(resume.jobs[1]?.achievements).toEqual([]);
  });

  it('reads the English form the same way', () => {
    const resume = analyzeResume(`Mark Ellison – Leeds – 07700 900 111
Cleaner for 4 years at Brightwell Offices: offices, washrooms, deep cleans
2015-2019: kitchen porter, The Anchor Inn
NVQ Level 1 Cleaning and Support Services (2015), COSHH trained`);
    expect(resume.jobs.map((job) => [job.title, job.employer, job.current])).toEqual([
      ['Cleaner', 'Brightwell Offices', true],
      ['kitchen porter', 'The Anchor Inn', false],
    ]);
    expect(resume.jobs[1]?.achievements).toEqual([]);
  });
});

describe('a thin CV line that says where the candidate moved', () => {
  it('is no job, in either language', () => {
    const french = analyzeResume(`Julie Perrin – Leeds – 07400 111 222
Serveuse, Brasserie du Parc (Angers), 2021-2025 : service midi et soir, encaissement
Installée à Leeds depuis janvier 2026 – anglais B1`);
    expect(french.jobs.map((job) => job.employer)).toEqual(['Brasserie du Parc']);
    const english = analyzeResume(`Tom Hughes – Lyon – 06 12 34 56 78
Barista, Caffè Nero (Bath), 2020-2024: espresso bar, opening and closing
Moved to Lyon in 2025 – French B1 (evening classes)`);
    expect(english.jobs.map((job) => job.employer)).toEqual(['Caffè Nero']);
  });
});
