import { describe, expect, it } from 'vitest';
import { analyzeResume } from './analyze-resume.ts';
import { isCareerGap } from './resume-gaps.ts';

describe('time away from work written as a job line', () => {
  it('is no job: parental leave, a career break, caring for someone', () => {
    const french = analyzeResume(`Kévin Le Goff
Ambulancier

EXPÉRIENCE PROFESSIONNELLE
Sept. 2025 – aujourd'hui : Congé parental (naissance de ma fille)
Juin 2022 – août 2025 : Ambulancier DEA – Ambulances Atlantique, Nantes
> Transports programmés : dialyse, consultations
> Désinfection du véhicule`);
    expect(french.jobs.map((job) => [job.title, job.employer])).toEqual([['Ambulancier DEA', 'Ambulances Atlantique']]);
    expect(french.jobs[0]?.achievements).toEqual(['Transports programmés : dialyse, consultations', 'Désinfection du véhicule']);

    const english = analyzeResume(`Priya Ram

EMPLOYMENT
Night Receptionist – Premier Stay Hotel, Gateshead   Mar 2024 – present
• Late check-ins and early check-outs
Career break – caring for my mother   Jul 2022 – Feb 2024
Customer Assistant – Boots, Kendal (2019 – 2022)
- Serving customers on the till`);
    expect(english.jobs.map((job) => job.title)).toEqual(['Night Receptionist', 'Customer Assistant']);
  });

  it('tells a gap from a role that starts alike', () => {
    expect(['Congé parental', 'Career break', 'Parental leave', 'Sabbatical', 'Caring for my father', 'Année sabbatique', 'Travelling in Asia'].every(isCareerGap)).toBe(true);
    expect(['Travelling salesman', 'Conseiller clientèle', 'Agent de voyages', 'Voyagiste', 'Carer', 'Care assistant'].some(isCareerGap)).toBe(false);
  });

  it("drops a job line telling of a return after time away ('Returned to work after a period caring for my father')", () => {
    const resume = analyzeResume(`Sandra Mills

EMPLOYMENT
Jan 2024 – present · Part-time cashier, Sainsbury's Kidderminster
Returned to work after a period caring for my father.
2014 – 2022 · Finance Officer, Wyre Forest District Council
• Managed a £2.4m revenue budget`);
    expect(resume.jobs[0]?.achievements).toEqual([]);
    expect(resume.jobs[1]?.achievements).toEqual(['Managed a £2.4m revenue budget']);
  });
});
