import { describe, expect, it } from 'vitest';
import { analyzeResume } from './analyze-resume.ts';
import { hasLapsed } from './credential-validity.ts';
import { findCertificates, findLicences, readCertificateSection } from './resume-credentials.ts';
import { parseEducation, readProseDegrees } from './resume-education.ts';

const today = new Date('2026-11-22');

describe('driving licences a letter may say are held', () => {
  it('takes no provisional licence', () => {
    expect(findLicences('Provisional driving licence – theory test passed October 2026')).toEqual([]);
    expect(findLicences('Full UK driving licence')).toEqual(['Full UK driving licence']);
  });
});

describe('certificates a letter may say are held', () => {
  it('leaves out one that has lapsed, waits for its refresher or is being studied for', () => {
    const french = analyzeResume(`Kévin Le Goff
Ambulancier

FORMATION
2022 : Diplôme d'État d'ambulancier (DEA)
2021 : AFGSU niveau 2 – CESU 44 (recyclage à faire)
2025 : SST`, { today });
    expect(french.certificates).toEqual(['SST']);

    const english = analyzeResume(`Sandra Mills

I look after the first aid kit on trips. I did an Emergency First Aid at Work course in 2019.
Studying for AAT Level 3. AAT Level 2 Certificate in Accounting (2021).`, { today });
    expect(english.certificates).toEqual(['AAT Level 2 Certificate in Accounting']);
  });

  it("leaves out a course begun or due to end later, and keeps the kind of a first aid certificate", () => {
    const resume = analyzeResume(`Danielle Okafor

In September 2026 I started the CIPD Level 3 Foundation Certificate in People Practice (online, expected completion June 2027). Emergency First Aid at Work (2025).`, { today });
    expect(resume.certificates).toEqual(['Emergency First Aid at Work']);
  });

  it('never lists a credential named in the skills as a skill, lapsed or not', () => {
    const resume = analyzeResume(`Sandra Mills

SKILLS
Advanced Excel, Oracle Financials
Enhanced DBS (2014, lapsed)`, { today });
    expect(resume.skills).not.toContain('Enhanced DBS (2014, lapsed)');
    const student = analyzeResume('Ellie Robson\n\nSKILLS\nPhysically fit\nManual handling certificate (2024)\nWorking towards my driving test', { today });
    expect(student.skills).toEqual(['Physically fit']);
    expect(resume.certificates).toEqual([]);
  });

  it('counts a certificate valid from the year its line writes, or to the end it states', () => {
    expect(hasLapsed('AFGSU niveau 2', '2021 : AFGSU niveau 2', 2026)).toBe(true);
    expect(hasLapsed('AFGSU niveau 2', '2023 : AFGSU niveau 2', 2026)).toBe(false);
    expect(hasLapsed('Driver CPC', 'Driver CPC valid to 2027', 2026)).toBe(false);
    // The abbreviation of expiry, with or without its full stop (a joiner's CV, a bricklayer's).
    expect(hasLapsed('CSCS', 'CSCS Blue Skilled Worker card (exp. 2028)', 2026)).toBe(false);
    expect(hasLapsed('CSCS', 'CSCS Blue (Skilled Worker), exp 03/2024', 2026)).toBe(true);
    expect(hasLapsed('TOEIC 880', 'TOEIC 880 (2015)', 2026)).toBe(false);
    expect(hasLapsed('AFGSU niveau 2', 'AFGSU niveau 2', 2026)).toBe(false);
  });

  // A British chef's prose CV and a French cook's job line: HACCP as the method applied. Its training stays held.
  it.each([
    ['I hold a Level 2 Food Hygiene certificate and I am used to HACCP records, temperature logs and stock rotation.', ['Level 2 Food Hygiene certificate']],
    ['Réception des livraisons et contrôle des températures (plan HACCP)', []],
    ['Formation HACCP (14 h) – 2019', ['HACCP']],
  ])('reads a certificate’s name beside records or rules as a method in %j', (line, held) => {
    expect(findCertificates(line, 2026)).toEqual(held);
  });

  // An English LinkedIn profile (the issuer and the date on one line) and a French one (the date's own label).
  it.each([
    [['CIPD Level 3 Certificate in People Practice', 'CIPD · Issued Jun 2021'], ['CIPD Level 3 Certificate in People Practice']],
    [['AFGSU niveau 2 – CESU 29', "Date d'émission : juin 2024"], ['AFGSU niveau 2 – CESU 29']],
  ])('reads the LinkedIn entry %j without its issue-date label', (lines, names) => {
    expect(readCertificateSection(lines, 2026)).toEqual(names);
  });

  // A crane operator's card with what it is and its end of validity after a dash (round 29), a driver's 'FCO valide jusqu'en
  // 2027' and an English 'valid to': the name, held, without the words of its validity.
  it.each([
    ["CACES R487 CATÉGORIE 1 (GRUE À TOUR À MONTAGE PAR ÉLÉMENTS) – VALIDE JUSQU'EN 2028", 'CACES R487 CATÉGORIE 1 (GRUE À TOUR À MONTAGE PAR ÉLÉMENTS)'],
    ["FCO valide jusqu'en 2027", 'FCO'],
    ['Driver CPC – valid to 08/2027', 'Driver CPC'],
    ['SIA licence (expires 2027)', 'SIA licence'],
  ])('reads %j by its name, still valid', (line, name) => {
    expect(readCertificateSection([line], 2026)).toEqual([name]);
  });

  // A network engineer's profile (round 30): each entry on one line, its issue after the name.
  it('reads LinkedIn entries written on one line each', () => {
    expect(readCertificateSection(['Cisco Certified Network Professional (CCNP) Enterprise – Cisco · Issued Mar 2020 · Renewed Mar 2023', 'CCNA – Cisco · Issued 2016'], 2026)).toEqual(['Cisco Certified Network Professional (CCNP) Enterprise – Cisco', 'CCNA – Cisco']);
  });

  it('reads a LinkedIn certificate line without its issue date', () => {
    expect(readCertificateSection(['FIMO marchandises – Émise en mai 2022', 'Habilitation électrique B0 – Émise en juin 2018'], 2026)).toEqual(['FIMO marchandises']);
  });
});

describe('degrees a letter may say are held', () => {
  it('leaves out a degree in progress, expected or due after today', () => {
    const resume = analyzeResume(`Eleanor Whitlock

Education
BA (Hons) English Literature – The Open University, part-time, year 3 of 6 (expected 2028)
AAT Level 3 Diploma in Accounting – in progress
ECF Angoulême
Titre professionnel Enseignant de la conduite et de la sécurité routière (ECSR)
2026 - 2027 · certification prévue en février 2027
GCSEs (2018): 7 including English Language 6, Maths 5`, { today });
    expect(resume.education.map((degree) => degree.degree)).toEqual(['GCSEs']);
  });

  it('leaves out a degree a sentence says is in progress or due after today', () => {
    expect(readProseDegrees('BA in English Literature (expected 2028)')).toEqual([]);
    const resume = analyzeResume(`Lucas Brélivet, 31 ans – Quimper
Depuis 2022 : employé libre-service rayon marée, Intermarché Quimper : filetage, traçabilité
CAP Poissonnier écailler en alternance (examen juin 2027)`, { today });
    expect(resume.education).toEqual([]);
  });
});

describe('diplomas listed with their years', () => {
  // A hairdresser's thin CV and another's 'Diplômes' line: each diploma dated by its own bracket, none lost.
  it.each([
    ['BP Coiffure (2019), CAP Coiffure (2017).', [['BP Coiffure', 2019], ['CAP Coiffure', 2017]]],
    ['Diplômes : BP Coiffure (2018), CAP Coiffure (2016). Anglais : intermédiaire (B2).', [['BP Coiffure', 2018], ['CAP Coiffure', 2016]]],
  ])('reads %j', (line, degrees) => {
    const resume = analyzeResume(['Inès Garcia – Villeurbanne', 'Coiffeuse depuis 2019 chez Franck Provost', line].join('\n'), { today });
    expect(resume.education.map((degree) => [degree.degree, degree.year])).toEqual(degrees);
  });

  it("ends a diploma's name at the month it was obtained", () => {
    expect(readProseDegrees("J'ai obtenu mon BP de préparatrice en pharmacie en juin 2022, après deux ans d'apprentissage.").map((degree) => [degree.degree, degree.year])).toEqual([['BP de préparatrice en pharmacie', 2022]]);
  });
});

describe('credentials the lexicon names in words', () => {
  it("reads a refrigerant handling certificate and a 'Full UK licence'; a TRAINING section's courses are no jobs", () => {
    const resume = analyzeResume([
      'Jean-Marc Delorme',
      "Permis B  •  Attestation d'aptitude fluides frigorigènes catégorie 1 (renouvelée en 2023)",
      '',
      'EXPERIENCE',
      'Jun 2014 – Dec 2019   Warehouse Operative, Next Distribution, South Elmsall',
      '  - Picking and packing',
      '',
      'TRAINING',
      'Manual Handling – Next Distribution (2018)',
      'Emergency First Aid at Work – St John Ambulance (May 2024)',
      '',
      'OTHER',
      'Full UK licence + own van.',
    ].join('\n'));
    expect(resume.certificates).toEqual(expect.arrayContaining(["Attestation d'aptitude fluides frigorigènes catégorie 1", 'Emergency First Aid at Work']));
    expect(resume.certificates).not.toContain('OTHER');
    expect(resume.jobs.map((job) => job.title)).toEqual(['Warehouse Operative']);
    expect(resume.licences.join(' ')).toMatch(/Full UK licence/u);
  });
});

describe('cards and awards a trade requires', () => {
  it('reads the VTC card and an RSPH award with its subject', () => {
    const resume = analyzeResume('Karim B.\nChauffeur VTC depuis 2021\nCarte VTC obtenue en 2021 (examen CMA Nice)\nRSPH Level 2 Award in Pest Management – passed October 2026');
    expect(resume.certificates).toEqual(expect.arrayContaining(['Carte VTC', 'RSPH Level 2 Award in Pest Management']));
  });
});

describe('a refresher due is a credential held', () => {
  it("reads 'recyclage prévu en 2028' as the end of a habilitation's validity", () => {
    expect(hasLapsed('Habilitation électrique BR', 'Habilitation électrique BR / B1V (recyclage prévu en 2028)', 2026)).toBe(false);
    expect(readCertificateSection(['2025   Habilitation électrique BR / B1V (recyclage prévu en 2028)'], 2026)).toEqual(['Habilitation électrique BR / B1V']);
    expect(readCertificateSection(['CACES R489 prévu en mars 2027'], 2026)).toEqual([]);
  });
});

describe('a diploma named twice', () => {
  // A refrigeration technician's objective and training section; a social worker's 'MA' beside her 'MA Social Work'.
  it('is one diploma, by its whole name, dated by either', () => {
    const resume = analyzeResume(['Mickaël Chabert', 'Technicien frigoriste', '', 'OBJECTIF', 'Titre professionnel obtenu en 2025, je cherche un poste durable en maintenance.', '', 'FORMATION', "Titre professionnel Technicien d'intervention en froid commercial et climatisation – AFPA Valence"].join('\n'), { today });
    expect(resume.education).toEqual([{ degree: "Titre professionnel Technicien d'intervention en froid commercial et climatisation", school: 'AFPA Valence', year: 2025 }]);
  });
});

describe('UK gas credentials', () => {
  // A heating engineer's CV and a gas engineer's, under a heading of qualifications and certificates.
  it('reads the Gas Safe register and the ACS assessments', () => {
    expect(analyzeResume('Ryan Hughes\nGas Safe Registered Engineer (No. 612843)\n\nQUALIFICATIONS\nACS: CCN1, CENWAT, CKR1, HTR1 (renewed 2023)', { today }).certificates).toEqual(['Gas Safe', 'ACS CCN1, CENWAT, CKR1, HTR1']);
    expect(analyzeResume('Jordan Clarke\nHeating engineer\n\nQUALIFICATIONS AND CERTIFICATES\nGas Safe Register – Reg. No. 598213 (since March 2018)\nACS – CCN1 (core domestic gas safety), expires Feb 2028', { today }).certificates).toEqual(['Gas Safe', 'ACS']);
  });
});

describe("an electrician's habilitation", () => {
  it('is a credential by its codes alone, with or without the adjective', () => {
    expect(findCertificates('Habilitation B1V BR BC renouvelée en 2025', 2026).join(' ')).toMatch(/Habilitation B1V BR BC/u);
    expect(findCertificates('Habilitations B0 H0V', 2026).join(' ')).toMatch(/Habilitations B0 H0V/u);
    expect(findCertificates('Habilitation à diriger des recherches', 2026)).toEqual([]);
  });
});

describe("a school on a course's line", () => {
  it("is that course's, never the next line's degree's; a school alone on its line is the next degree's", () => {
    expect(parseEducation(['Level 3 Infrastructure Technician Apprenticeship, Leeds City College (2019-2021)', 'GCSEs incl. maths and English (2018)'])).toEqual([
      { degree: 'GCSEs incl. maths and English', school: null, year: 2018 },
    ]);
    expect(parseEducation(['University of Leeds', 'BSc Psychology', '2015 - 2018'])).toEqual([{ degree: 'BSc Psychology', school: 'University of Leeds', year: 2018 }]);
  });
});

describe('UK trade and health registrations', () => {
  it("reads the unvented hot water ticket named before or after its code, and a GPhC registration", () => {
    expect(findCertificates('NVQ Level 2 Plumbing and Heating (2013), G3 Unvented Hot Water certificate (2022); English and Polish')).toEqual(['G3 Unvented Hot Water certificate']);
    expect(findCertificates('Unvented hot water G3 — 2020')).toEqual(['Unvented hot water G3']);
    expect(findCertificates('GPhC registration (2020)')).toEqual(['GPhC']);
  });
});

describe('two degrees on one line parted by a semicolon', () => {
  it('are two degrees, each with its own school and year', () => {
    const line = 'Mention complémentaire Sommellerie, lycée hôtelier de Dijon (2019) ; bac pro Commercialisation et services en restauration (2018)';
    expect(parseEducation([line])).toEqual([
      { degree: 'Mention complémentaire Sommellerie', school: 'lycée hôtelier de Dijon', year: 2019 },
      { degree: 'bac pro Commercialisation et services en restauration', school: null, year: 2018 },
    ]);
    expect(readProseDegrees(line).map((degree) => degree.degree)).toEqual(['Mention complémentaire Sommellerie', 'bac pro Commercialisation et services en restauration']);
  });
});

describe('credentials named as CVs name them', () => {
  it('reads a security card, a registration, a welding standard and a UK qualification by its level', () => {
    expect(findCertificates("Carte pro CNAPS n° CAR-059-2030-03-14 (valide jusqu'au 14/03/2030) – SSIAP 1 (2021, recyclage oct. 2024) – SST (à jour 2026)", 2026)).toEqual(['Carte pro CNAPS', 'SSIAP 1', 'SST']);
    expect(findCertificates('Enregistrement HCPC : PH 412398', 2026)).toEqual(['HCPC']);
    expect(findCertificates('QUALIFICATIONS SOUDEUR (EN ISO 9606-1)', 2026)).toEqual(['EN ISO 9606-1']);
    expect(findCertificates('In 2026 I completed my Level 2 Certificate in Gym Instructing (Active IQ, March)', 2026)).toEqual(['Level 2 Certificate in Gym Instructing']);
  });

  it("dates a certificate by its whole bracket, an abbreviation's full stop ending no sentence", () => {
    expect(findCertificates('SSIAP 1 (2021, recyclage oct. 2024)', 2026)).toEqual(['SSIAP 1']);
    expect(findCertificates('SSIAP 1 (2021)', 2026)).toEqual([]);
  });
});

describe('a licence the CV says the candidate has not', () => {
  it("reads 'No driving licence' and 'Pas de permis' as none held", () => {
    expect(findLicences('No driving licence: I travel by public transport and bike.')).toEqual([]);
    expect(findLicences("Pas de permis B pour l'instant (code obtenu en 2026).")).toEqual([]);
    expect(findLicences('Full UK driving licence, no points.')).toEqual(['Full UK driving licence']);
  });

  it("keeps every CACES category an English CV joins with 'and'", () => {
    expect(findCertificates('CACES R489 categories 1 and 3 (valid until 2029)', 2026)).toEqual(['CACES R489 categories 1 and 3']);
  });

  it("reads 'Training & qualifications' as the heading of what the candidate holds, not as a job's duty", () => {
    const resume = analyzeResume(['Karen Doyle', '', 'Experience', '• Mar 2024 – present: Care Assistant, Severnside Lodge Nursing Home, Shrewsbury', '  - Personal care for 28 residents', '', 'Training & qualifications', '• Level 2 Diploma in Health and Social Care (2014)', '• Moving and handling, safeguarding adults, first aid (refreshed 2024)'].join('\n'), { today });
    expect(resume.jobs[0]?.achievements).toEqual(['Personal care for 28 residents']);
  });
});

describe('a degree dated to end after today', () => {
  // A final-year student's CV: her letter named her A Levels, not the degree the graduate scheme asks for.
  it('is under way, never held', () => {
    const resume = analyzeResume(['Sophie Whitaker', '', 'EDUCATION', '2023 – 2027   BSc (Hons) Quantity Surveying, Leeds Beckett University – predicted First', '2021 – 2023   A Levels: Maths (A), Business (B) – Harrogate High School'].join('\n'), { today });
    expect(resume.education.map((degree) => degree.degree)).toEqual(['A Levels']);
    expect(resume.degreesUnderWay).toEqual(['BSc (Hons) Quantity Surveying']);
  });
});

describe('a sentence after a list of tickets', () => {
  it('is no certificate, nor part of the last one', () => {
    const profile = analyzeResume('Jamal Reid\nTickets: PTS with AC and DCCR, Small Tools, CSCS Labourer card. Passed every drug and alcohol test.');
    expect(profile.certificates).toContain('CSCS Labourer card');
    expect(profile.certificates.some((name) => /passed/iu.test(name))).toBe(false);
  });

  it('leaves a category list with its abbreviation whole', () => {
    expect(analyzeResume('Hugo Martin\nCertifications : CACES R489 cat. A, B1').certificates.join(' | ')).toContain('cat. A');
  });
});
