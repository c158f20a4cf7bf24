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
