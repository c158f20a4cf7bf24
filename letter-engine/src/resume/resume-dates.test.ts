import { describe, expect, it } from 'vitest';
import { parseExperience } from './resume-experience.ts';
import { countedYears } from './resume-years.ts';

describe('a list of seasons is one period', () => {
  // A cashier's thin CV and a fast-food crew member's headed CV: the seasons date the job, whose role follows the colon.
  it.each([
    [
      'Étés 2025 et 2026 : Hôtesse de caisse saisonnière, Carrefour Market de Béthune (encaissement, fond de caisse, mise en rayon)',
      ['Hôtesse de caisse saisonnière', 'Carrefour Market de Béthune', 'Étés 2025 et 2026', 2025, 2026],
    ],
    ['Été 2024 et été 2025 : Employée de snack, Snack Le Prado Plage, Marseille 8e', ['Employée de snack', 'Snack Le Prado Plage', 'Été 2024 et été 2025', 2024, 2025]],
    // A surveying student's summers, as a range: they were read as one summer, 2022.
    ['Summers 2022 – 2024   Sales Assistant – Ripley Garden Centre, Harrogate (weekends and holidays)', ['Sales Assistant', 'Ripley Garden Centre', 'Summers 2022 – 2024', 2022, 2024]],
  ])('reads %j', (line, expected) => {
    const jobs = parseExperience([line]);
    expect(jobs.map((job) => [job.title, job.employer, job.period, job.startYear, job.endYear])).toEqual([expected]);
    // Two summers are not a year of experience.
    expect(countedYears(jobs, new Date('2026-11-22'))).toBeNull();
  });
});

describe('months of one year', () => {
  it('take the year written after the second month', () => {
    const [farm] = parseExperience(['Mars – oct. 2022 – Ouvrier agricole saisonnier, GAEC des Palus, Blaye – maraîchage et vendanges']);
    const [student] = parseExperience(['Avril – juin 2024 · Stagiaire chargée de communication · Festival Rives de Loire, Saint-Nazaire']);
    expect([farm?.title, farm?.start, farm?.end]).toEqual(['Ouvrier agricole saisonnier', { year: 2022, month: 3 }, { year: 2022, month: 10 }]);
    expect([student?.employer, student?.start, student?.end]).toEqual(['Festival Rives de Loire', { year: 2024, month: 4 }, { year: 2024, month: 6 }]);
  });
});
