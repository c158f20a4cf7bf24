import { describe, expect, it } from 'vitest';
import { analyzeResume } from './analyze-resume.ts';

const TODAY = new Date(Date.UTC(2026, 10, 22));

// What thin and bulleted CVs hold besides jobs, and how long the jobs ran.
describe('credentials, languages and years of a CV', () => {
  it("reads a bulleted line that opens with the dates ('▪ 2019 – aujourd'hui : Role, Employer') as a job, counted to today", () => {
    const resume = analyzeResume(
      [
        'Kevin Faure',
        'EXPÉRIENCE PROFESSIONNELLE',
        "▪ 2019 – aujourd'hui : Opérateur-régleur CN, Précimeca Loire (Saint-Étienne)",
        '    – Réglage et mise en route de centres d’usinage 3 axes Fanuc',
        '▪ 2016 – 2019 : Opérateur sur tour CN (intérim), Thermocompact et SNR, Loire',
      ].join('\n'),
      { today: TODAY },
    );
    expect(resume.jobs.map((job) => [job.title, job.employer, job.current])).toEqual([
      ['Opérateur-régleur CN', 'Précimeca Loire', true],
      ['Opérateur sur tour CN', 'Thermocompact et SNR', false],
    ]);
    expect(resume.yearsOfExperience).toBe(10);
  });

  it("keeps the employer after a dash on a dated bulleted line ('• Depuis 2021 : Manager de rayon – E.Leclerc Saint-Serge, Angers')", () => {
    const resume = analyzeResume('Yannick Perrot\nPARCOURS\n• Depuis 2021 : Manager de rayon Épicerie – E.Leclerc Saint-Serge, Angers\n  – Équipe de 6 employés libre-service\n', { today: TODAY });
    expect(resume.jobs.map((job) => [job.title, job.employer])).toEqual([['Manager de rayon Épicerie', 'E.Leclerc Saint-Serge']]);
  });

  it("counts 'fleuriste depuis huit ans' once with the dated job of those years", () => {
    const resume = analyzeResume(
      "Je m'appelle Camille Rossignol et je suis fleuriste depuis huit ans. J'ai travaillé chez Au Jardin de Lucie comme fleuriste, puis première fleuriste de 2020 à 2026.",
      { today: TODAY },
    );
    expect(resume.yearsOfExperience).toBe(8);
  });

  it("counts a current LinkedIn job for the stay it states ('3 ans 4 mois'), not up to a later today", () => {
    const resume = analyzeResume(
      ['Expérience', 'Pharmacien adjoint', 'Pharmacie du Lac · CDI', "sept. 2021 - aujourd'hui · 3 ans 4 mois", 'Pharmacien', 'Pharmacie Centrale · CDD', 'janv. 2021 - août 2021 · 8 mois'].join('\n'),
      { today: TODAY },
    );
    expect(resume.yearsOfExperience).toBe(4);
  });

  it('holds no expired card, and lists a site ticket once', () => {
    const resume = analyzeResume(
      'CONNOR WALSH\nScaffolder (CISRS Part 2)\n\nCARDS & TICKETS\n- CISRS Scaffolder card (Part 2), renewed 2024\n- CSCS Labourer card (2016, expired)\n- CITB Site Safety Plus SSSTS (2023)\n',
    );
    expect(resume.certificates).toEqual(['CISRS Scaffolder card (Part 2)', 'SSSTS']);
  });

  it("leaves no empty bracket where a renewal's date was ('(renouvelés en 2024)', '(recyclé en 2023)')", () => {
    const resume = analyzeResume('Kevin Marchand\nCertificats\nCACES R489 catégories 1, 3 et 5 (renouvelés en 2024)\nSST (recyclé en 2023)\n', { today: TODAY });
    expect(resume.certificates).toEqual(['CACES R489 catégories 1, 3 et 5', 'SST']);
  });

  it("reads a stay given as a lower bound ('for just over three years') as that many years", () => {
    const resume = analyzeResume(
      'I have been a phlebotomist for just over three years. I now work on the outpatient phlebotomy unit at Llandough Hospital.\n\nBefore this, I spent five years as a healthcare support worker at Llandough.',
      { today: TODAY },
    );
    expect(resume.yearsOfExperience).toBe(8);
  });

  it("takes LinkedIn's employer line ('Morrisons · Part-time') for the employer, not the department after the role's dash", () => {
    const resume = analyzeResume(
      ['Priya Chauhan', 'Experience', 'Customer Assistant – Kiosk & Cash Office', 'Morrisons · Part-time', 'Mar 2022 - Present · 4 yrs 9 mos', 'Preston, England, United Kingdom', 'Serving customers on the kiosk.'].join('\n'),
      { today: TODAY },
    );
    expect(resume.jobs.map((job) => [job.title, job.employer])).toEqual([['Customer Assistant', 'Morrisons']]);
  });

  it('holds no certificate being prepared', () => {
    const resume = analyzeResume('Maxime Lefèvre\nFORMATION\nBTS SIO option SISR – Lycée Gaston Berger, Lille – 2022\nITIL 4 Foundation – en cours (examen prévu en janvier 2026)\nTOEIC 945 (2024)\n');
    expect(resume.certificates).toEqual(['TOEIC 945']);
  });

  it('takes a qualification on a dated line for no job, and a language with its level for no skill', () => {
    const groomer = analyzeResume(
      "Océane Brunet – Trélazé – 07 62 19 44 03\nTitre de toiletteur canin (CQP, 2022), permis B\n2022-2025 : toiletteuse chez Canin'Look (Saumur) : bain, séchage, tonte\n",
      { today: TODAY },
    );
    expect(groomer.jobs.map((job) => job.employer)).toEqual(["Canin'Look"]);
    const intern = analyzeResume("Océane Brunet – Trélazé\n2022-2025 : toiletteuse chez Canin'Look (Saumur) : bain, séchage\n2021 : stage en animalerie Jardiland, rayon animaux\n", { today: TODAY });
    expect(intern.jobs.map((job) => job.title)).toEqual(['toiletteuse', 'stagiaire en animalerie Jardiland']);
    const porter = analyzeResume(
      'Dawit Bekele – Bath – 07441 902 557\nKitchen Porter, The Crown Inn, Keynsham (2024–now): washing pots and pans, dishwasher\nLevel 2 Food Hygiene and Safety (2024). Languages: Amharic (native), English (good), Arabic (basic)\n',
      { today: TODAY },
    );
    expect(porter.languages.map((spoken) => [spoken.language, spoken.level])).toEqual([['amharic', 'native'], ['english', 'good'], ['arabic', 'basic']]);
    expect(porter.skills).not.toContain('Amharic (native)');
  });
});

describe("the languages of a list joined by 'and'", () => {
  it("gives the first no level of 'and'", () => {
    expect(analyzeResume('Aisha Rahman\nLanguages: English, Urdu and Punjabi (fluent)').languages.map((spoken) => [spoken.code, spoken.level])).toEqual([
      ['en', null],
      ['ur', null],
      ['pa', 'fluent'],
    ]);
  });
});

describe("a CV's contact line", () => {
  it('is no job, though it says since when the candidate lives somewhere', () => {
    const resume = "Camille ROUX\nCoiffeuse coloriste – 8 ans d'expérience en salon\nBrighton (depuis oct. 2026) – +44 7700 900318 – camille.roux@gmail.com\n2018 – 2026 : Salon L'Atelier Tendance, Lyon – coloriste";
    expect(analyzeResume(resume, { today: TODAY }).jobs.some((job) => job.period === 'depuis oct. 2026')).toBe(false);
  });
});
