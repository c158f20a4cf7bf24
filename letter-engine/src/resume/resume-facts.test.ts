import { describe, expect, it } from 'vitest';
import { readResume } from '../fixtures/read-fixture.ts';
import { extractResumeFacts } from './resume-facts.ts';

describe('extractResumeFacts', () => {
  // One row per CV layout of fixtures/: the facts a letter may use.
  it.each([
    // Classic French layout: name, headline, address, contact line, 'Role — Employer, City | Period'.
    ['fr-camille-martin', { name: 'Camille Martin', headline: 'Développeuse Full Stack', city: 'Lyon', phone: '06 12 34 56 78', email: 'camille.martin@exemple.fr', years: 5, role: 'Développeuse Full Stack', employer: 'Cloudia', degree: 'Master Informatique' }],
    // Capitalised name, 'Period | Role | Employer, City' lines, bullets '•'.
    ['fr-julien-moreau', { name: 'Julien Moreau', headline: 'Chef de projet supply chain', city: 'Villeurbanne', phone: '07 45 12 89 30', email: 'julien.moreau@exemple.com', years: null, role: "Responsable d'exploitation", employer: 'Geodis', degree: 'Master Management de la supply chain' }],
    // 'Role chez Employer (City), depuis …' without bullets.
    ['fr-sarah-benali', { name: 'Sarah Benali', headline: 'Chargée de marketing digital', city: 'Paris', phone: '06 98 76 54 32', email: 'sarah.benali@exemple.fr', years: 3, role: "Chargée d'acquisition digitale", employer: 'Maison Boréal', degree: 'Master Marketing digital' }],
    // English layout with the period on its own line.
    ['en-emily-clarke', { name: 'Emily Clarke', headline: 'Data Analyst', city: 'Dublin', phone: '+353 87 123 4567', email: 'emily.clarke@example.com', years: 3, role: 'Data Analyst', employer: 'Tesco Ireland', degree: 'MSc in Business Analytics' }],
    // 'Role at Employer, City (Period)'.
    ['en-daniel-okafor', { name: 'Daniel Okafor', headline: 'Backend Engineer', city: 'London', phone: '+44 7700 900123', email: 'daniel.okafor@example.com', years: null, role: 'Backend Engineer', employer: 'Monzo', degree: 'BEng in Computer Science' }],
    // A one-sentence CV: the name and the job come from the sentence.
    ['fr-thomas-petit', { name: 'Thomas Petit', headline: 'vendeur en boutique de prêt-à-porter', city: 'Nantes', phone: null, email: null, years: 3, role: undefined, employer: undefined, degree: undefined }],
  ])('reads %s', (fixture, expected) => {
    const facts = extractResumeFacts(readResume(fixture));
    expect({
      name: facts.name,
      headline: facts.headline,
      city: facts.city,
      phone: facts.phone,
      email: facts.email,
      years: facts.yearsOfExperience,
      role: facts.experiences[0]?.role,
      employer: facts.experiences[0]?.employer,
      degree: facts.education[0]?.degree,
    }).toEqual(expected);
  });

  it('reads every job with its period, current job first, and its highlights', () => {
    const facts = extractResumeFacts(readResume('fr-camille-martin'));
    expect(facts.experiences.map((job) => [job.role, job.employer, job.period, job.current])).toEqual([
      ['Développeuse Full Stack', 'Cloudia', "Mars 2021 – aujourd'hui", true],
      ['Développeuse Web', 'Agence Pixel', 'Septembre 2018 – Février 2021', false],
    ]);
    expect(facts.experiences[0]?.highlights).toHaveLength(4);
  });

  it('keeps as achievements only the highlights with a figure', () => {
    const facts = extractResumeFacts(readResume('fr-camille-martin'));
    expect(facts.achievements).toContain('Réduction de 35 % du temps de chargement des pages grâce au rendu côté serveur');
    expect(facts.achievements).not.toContain('Mise en place des tests automatisés et de la chaîne CI/CD sur GitLab');
  });

  it('lists the skills section first and never an employer’s name as a skill', () => {
    const camille = extractResumeFacts(readResume('fr-camille-martin'));
    expect(camille.listedSkills.slice(0, 4)).toEqual(['JavaScript', 'TypeScript', 'PHP', 'SQL']);
    // 'Espagnol : notions' is too basic to put forward.
    expect(camille.languages).toEqual(['anglais courant']);
    expect(extractResumeFacts(readResume('en-daniel-okafor')).skills).not.toContain('Sage');
  });

  it('leaves out what it cannot read instead of guessing', () => {
    const facts = extractResumeFacts('Expérience variée dans plusieurs secteurs, curieux et motivé, disponible rapidement.');
    expect(facts.name).toBeNull();
    expect(facts.experiences).toEqual([]);
    expect(facts.education).toEqual([]);
    expect(facts.city).toBeNull();
  });
});
