import { describe, expect, it } from 'vitest';
import { parseExperience } from './resume-experience.ts';
import { isTitleLike, startsWithAction } from './resume-titles.ts';

describe('a field before the role', () => {
  // An accountant's LinkedIn profile and a maintenance technician's CV: the task word names the role's field.
  it.each(['Management Accountant', 'Maintenance Technician', 'Service Charge Accountant', 'Service Desk Analyst'])('reads %j as a role', (title) => {
    expect([startsWithAction(title), isTitleLike(title)]).toEqual([false, true]);
  });

  it.each(['Gestion comptable et fiscale', "Management d'une équipe de 5 vendeurs", 'Managed a team of 4 nurses'])('still reads %j as a task', (line) => {
    expect(startsWithAction(line)).toBe(true);
  });

  it('reads LinkedIn’s role line above the employer’s', () => {
    const [job] = parseExperience(['Management Accountant', 'Clonmel Precision Components · Full-time', 'Mar 2023 - Aug 2026 · 3 yrs 6 mos', 'Cork, Ireland']);
    expect([job?.title, job?.employer]).toEqual(['Management Accountant', 'Clonmel Precision Components']);
  });
});

describe('a title in capitals, its role last', () => {
  it.each(['IT Service Desk Analyst', 'Senior Paid Social Specialist', 'Store Detective / CCTV Operator', 'ASV échelon 5'])('reads %j as a role', (title) => {
    expect(isTitleLike(title)).toBe(true);
  });

  it.each(["Avant j'étais magasinier", "Clinique vétérinaire de l'Élorn"])('reads no sentence and no workplace as one: %j', (phrase) => {
    expect(isTitleLike(phrase)).toBe(false);
  });

  it('reads a CV of such jobs, each with its dates on the line below', () => {
    const jobs = parseExperience(
      ['IT Service Desk Analyst — Aireborough College, Leeds', '03/2022 – present', '• 35 tickets a day on TOPdesk', '', 'IT Technician — Kirkgate Computers, Leeds', 'Sept 2019 - Feb 2022', '• Laptop repairs'],
    );
    expect(jobs.map((job) => [job.title, job.employer, job.startYear])).toEqual([
      ['IT Service Desk Analyst', 'Aireborough College', 2022],
      ['IT Technician', 'Kirkgate Computers', 2019],
    ]);
  });
});
