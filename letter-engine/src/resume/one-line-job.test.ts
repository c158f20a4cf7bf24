import { describe, expect, it } from 'vitest';
import { analyzeResume } from './analyze-resume.ts';
import { oneLineJob, oneLineJobs } from './one-line-job.ts';

const jobsOf = (resume: string) => analyzeResume(resume).jobs.map((job) => ({ title: job.title, employer: job.employer, current: job.current, achievements: job.achievements }));

describe("a thin CV's whole job on one line", () => {
  it('sets the dates first and the duties apart, whatever separates them', () => {
    expect(oneLineJob("2021 - auj. :  pizzaiolo , Pizza Nostra (Lunel)  four a bois , pâte maison ,jusqu'a 150 pizzas le samedi soir")).toEqual([
      '2021 - auj. : pizzaiolo, Pizza Nostra (Lunel)',
      "- four a bois, pâte maison, jusqu'a 150 pizzas le samedi soir",
    ]);
    expect(oneLineJob("> Stage 10 semaines (avr.-juin 2026) : Conserverie Gourmande d'Audierne — mise à jour du DUERP, 14 fiches de poste")).toEqual([
      "avr.-juin 2026 : Stagiaire — Conserverie Gourmande d'Audierne",
      '- mise à jour du DUERP, 14 fiches de poste',
    ]);
    expect(oneLineJob('Only job so far: Night Shelf Stacker, Tesco Extra Boston (Sept 2022 - now, 30 hrs/wk). Unload 20+ cages a night.')).toEqual([
      'Sept 2022 - now : Night Shelf Stacker, Tesco Extra Boston',
      '- Unload 20+ cages a night',
    ]);
    expect(oneLineJob('Barista, Café Lumen, Paris 11e (Feb 2024 – now, part-time).')).toEqual(['Feb 2024 – now : Barista, Café Lumen, Paris 11e']);
  });

  it('takes a bracket of lower-case items after the role as duties, never a place, and leaves another dated job out', () => {
    expect(oneLineJob('Barber at Kutz Lounge, Eccles since Jun 2022 (skin fades, tapers, beard trims, walk-ins and regulars). Before that trainee barber at The Gents Room, Salford (2021–22).')).toEqual([
      'since Jun 2022 : Barber at Kutz Lounge, Eccles',
      '- skin fades, tapers, beard trims, walk-ins and regulars',
    ]);
    expect(oneLineJob('Étés 2025 et 2026 : employé polyvalent au camping Les Pins (accueil, épicerie, encaissement)')).toEqual(['Étés 2025 et 2026 : employé polyvalent au camping Les Pins', '- accueil, épicerie, encaissement']);
    expect(oneLineJob('Bartender at The Old Duke (jazz pub, Bristol) since 2023: cask ales, cocktails')).toEqual(['since 2023 : Bartender at The Old Duke (jazz pub, Bristol)', '- cask ales, cocktails']);
  });

  it("takes the lower-case items after the employer's bracket and comma as duties", () => {
    expect(oneLineJob("1994-2024 : technicien dépanneur électroménager chez Moreau Électroménager (Tours), lave-linge, froid, cuisson, 8 à 10 interventions par jour")).toEqual([
      '1994-2024 : technicien dépanneur électroménager chez Moreau Électroménager (Tours)',
      '- lave-linge, froid, cuisson, 8 à 10 interventions par jour',
    ]);
  });

  it('gives its duties to the same job read without them', () => {
    const jobs = jobsOf('Reece Mensah — 24 — Salford — 07940 335 118\nBarber at Kutz Lounge, Eccles since Jun 2022 (skin fades, tapers, beard trims, walk-ins and regulars). Before that trainee barber at The Gents Room, Salford (2021–22).\nNVQ Level 2 Barbering (Salford City College, 2021).');
    expect(jobs.find((job) => job.employer === 'Kutz Lounge')?.achievements).toEqual(['skin fades, tapers, beard trims, walk-ins and regulars']);
  });

  it('is no bullet under a job, no credential and no line without a role', () => {
    expect(oneLineJob('- Tuteur interne : 60 nouveaux formés en 2024')).toBeNull();
    expect(oneLineJob('CACES R489 cat. 1 et 3 (2019) : conduite de chariots en entrepôt')).toBeNull();
    expect(oneLineJob('Vendanges manuelles 2023 à 2026 : porteur puis chef de rang')).toBeNull();
  });

  it('adds the jobs a thin CV writes that way, with their employer, and keeps those it read already', () => {
    const jobs = jobsOf(
      [
        'CONNOR DOYLE - Warrington - 07398 552 641',
        'Track labourer via Rail Force Recruitment (agency)  apr 2024 - present , Network Rail jobs round Manchester & Liverpool : ballast , sleeper changes , fencing repairs',
        'Labourer , Hargreaves Groundworks , 2022 - 2024 (2 yrs) : drainage , kerbs , site tidy',
      ].join('\n'),
    );
    expect(jobs.map((job) => [job.title, job.employer, job.current])).toEqual([
      ['Track labourer', 'Rail Force Recruitment', true],
      ['Labourer', 'Hargreaves Groundworks', false],
    ]);
    const pizza = jobsOf(['Yanis BOUAZZA – 06.51.22.73.09', "2021 - auj. :  pizzaiolo , Pizza Nostra (Lunel)  four a bois , pâte maison ,jusqu'a 150 pizzas le samedi soir"].join('\n'));
    expect(pizza).toEqual([{ title: 'pizzaiolo', employer: 'Pizza Nostra', current: true, achievements: ["four a bois, pâte maison, jusqu'a 150 pizzas le samedi soir"] }]);
  });
});

describe("several jobs on the trade's line", () => {
  it('reads each employer with its own dates as a job of the trade, with what the line says was done there', () => {
    expect(oneLineJobs("Boulanger depuis 2019 : Boulangerie Pichon (Saint-Herblain) 2019-2023, puis Au Pain d'Antan (Nantes) depuis 09/2023 : pains de tradition, tourage à la main")).toEqual([
      ['2019-2023 : Boulanger, Boulangerie Pichon (Saint-Herblain)'],
      ["depuis 09/2023 : Boulanger, Au Pain d'Antan (Nantes)", '- pains de tradition, tourage à la main'],
    ]);
    expect(oneLineJobs("Plumber, 12 years' experience: bathroom fitting and domestic repairs with R. Hale Plumbing & Heating (2014–2020), self-employed since 2020 (leaks, taps, toilets, about 25 jobs a week)")).toEqual([
      ['2014–2020 : Plumber, R. Hale Plumbing & Heating', '- bathroom fitting and domestic repairs'],
      ['since 2020 : Plumber', '- leaks, taps, toilets, about 25 jobs a week'],
    ]);
  });

  it('leaves a line of one job, or of no trade, to the other readers', () => {
    expect(oneLineJobs('Barista, Café Lumen, Paris 11e (Feb 2024 – now, part-time).')).toBeNull();
    expect(oneLineJobs('Langues : anglais (2019-2020), espagnol (2021-2022)')).toBeNull();
  });

  it('replaces the job read from the line without its employers', () => {
    const resume = 'Karim Benali – Montpellier – 06 12 48 77 30\nSerrurier depuis 2016 : Serrurerie Gardiole à Sète (2016-2020), puis Lock Services Hérault, dépannage 24h/24 (2020-2026) : ouvertures de portes, changement de cylindres\nCAP serrurier-métallier, CFA de Lattes, 2015';
    expect(jobsOf(resume).map((job) => [job.title, job.employer, job.current])).toEqual([
      ['Serrurier', 'Lock Services Hérault', false],
      ['Serrurier', 'Serrurerie Gardiole à Sète', false],
    ]);
  });
});
