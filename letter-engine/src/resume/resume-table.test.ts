import { describe, expect, it } from 'vitest';
import { analyzeResume } from './analyze-resume.ts';
import { readJobTables } from './resume-table.ts';

describe("a table's header row names its columns", () => {
  it("reads a roofer's jobs and credentials by column (France Travail's table)", () => {
    expect(
      readJobTables([
        'Période\tEntreprise\tPoste\tTravaux réalisés',
        '2023 – auj.\tSARL Toitures Hervouet, Pornic (8 salariés)\tCouvreur zingueur (CDI)\tArdoise naturelle, zinguerie.',
        '',
        'Intitulé\tOrganisme\tDate\tValidité',
        'CAP Couvreur\tCFA du BTP, Saint-Herblain\t2021\t–',
        'CACES R486 catégories A et B (nacelles)\tCentre Atlantique Formation\tmars 2024\tmars 2029',
      ]),
    ).toEqual([
      '2023 – auj. : Couvreur zingueur (CDI) – SARL Toitures Hervouet, Pornic (8 salariés)',
      '- Ardoise naturelle, zinguerie.',
      '',
      'CAP Couvreur – CFA du BTP, Saint-Herblain (2021)',
      'CACES R486 catégories A et B (nacelles) – Centre Atlantique Formation (mars 2024, valid until mars 2029)',
    ]);
  });

  it("reads an energy assessor's table typed with bars between its cells, the same table", () => {
    expect(
      readJobTables([
        'Year   | Qualification                                          | Body',
        '2019   | Level 3 Diploma in Domestic Energy Assessment          | ABBE',
        'Dates        | Role                           | Employer / clients                    | Key facts',
        '2015 – 2019  | Lettings Negotiator            | Harbourside Lettings, Bristol         | Viewings, tenancy set-up, landlord liaison',
        'Name        | Priya Shah',
      ]),
    ).toEqual([
      'Level 3 Diploma in Domestic Energy Assessment – ABBE (2019)',
      '2015 – 2019 : Lettings Negotiator – Harbourside Lettings, Bristol',
      '- Viewings, tenancy set-up, landlord liaison',
      'Name        | Priya Shah',
    ]);
  });

  it("reads a police officer's table typed as Markdown, its header's two words of one column joined by 'ou'", () => {
    expect(
      readJobTables(['| Année | Diplôme ou qualification                                  |', '|-------|-----------------------------------------------------------|', '| 2025  | Concours externe de gardien-brigadier de police municipale |']),
    ).toEqual(['Concours externe de gardien-brigadier de police municipale (2025)']);
  });

  it("joins a cook's cells wrapped over several rows, a job by its dates", () => {
    const resume = analyzeResume(
      [
        'Kevin Dubois-Martel',
        'EXPÉRIENCE PROFESSIONNELLE',
        'Période\tEmployeur\tPoste\tMissions',
        "nov. 2022 –\tBrasserie L'Écho du Beffroi,\tChef de partie\tPoste chaud : viandes,",
        'oct. 2026\tLille (150 couverts)\tchaud\tpoissons, sauces ;',
        "\t\t\tencadrement d'un commis",
        '2017 – 2019\tRestaurant Ô Saveurs,\tCommis de\tMise en place, entrées,',
        '\tRoubaix\tcuisine\tplonge batterie',
      ].join('\n'),
    );
    expect(resume.jobs.map((job) => [job.title, job.employer, job.period])).toEqual([
      ['Chef de partie chaud', "Brasserie L'Écho du Beffroi", 'nov. 2022 – oct. 2026'],
      ['Commis de cuisine', 'Restaurant Ô Saveurs', '2017 – 2019'],
    ]);
  });

  it('leaves a table without a header row of known columns as it is', () => {
    expect(readJobTables(['Année\tÉvénement\tLieu\tParticipants', '2024\tSalon\tLyon\t300'])).toEqual(['Année\tÉvénement\tLieu\tParticipants', '2024\tSalon\tLyon\t300']);
  });
});

describe("a table's duties column named 'Taches principales'", () => {
  it('reads the row by its columns: the role, then the employer with its town and contract', () => {
    const resume = analyzeResume(
      ['KEVIN MORIN', 'EXPERIENCES PROFESSIONNELLES', 'Dates\tEntreprise\tPoste\tTaches principales', '03/2023 - 10/2026\tSalaisons du Haut-Anjou, Château-Gontier (intérim puis CDD)\tOpérateur de conditionnement\tConduite ligne tranchage, changements de format'].join('\n'),
    );
    expect(resume.jobs.map((job) => [job.title, job.employer, job.place])).toEqual([['Opérateur de conditionnement', 'Salaisons du Haut-Anjou', 'Château-Gontier']]);
  });
});

describe('a column headed by two of its headings', () => {
  // An emergency call handler's Word table: 'Main duties / achievements' was no known heading, and the table was read across.
  it('is that column', () => {
    const resume = analyzeResume(['Karen Webb', '', 'Employment history', 'Dates\tEmployer\tRole\tMain duties / achievements', 'Sep 2024 – present\tCotswold Home Energy, Gloucester\tCustomer Service Advisor (part-time, 25 hrs)\tInbound calls and web chat about bills'].join('\n'));
    expect(resume.jobs.map((job) => [job.title, job.employer])).toEqual([['Customer Service Advisor', 'Cotswold Home Energy']]);
  });
});
