import { describe, expect, it } from 'vitest';
import { analyzeResume } from './analyze-resume.ts';

describe('the jobs a prose CV states', () => {
  // A youth worker's CV and a newly qualified nurse's: when and how much they work stands between the verb and the role.
  it.each([
    ["Hi, I'm Aisha Rahman. For the past two years I have worked part-time at Penhill Youth Hub as a youth worker, running evening sessions.", 'youth worker', 'Penhill Youth Hub'],
    ["Je m'appelle Inès Bouaziz. Depuis 2024, je travaille aussi l'été comme aide-soignante à l'EHPAD Les Tilleuls, à Saint-Cyr-sur-Loire.", 'aide-soignante', 'EHPAD Les Tilleuls'],
    // A personal trainer's and a ski instructor's: an instructor is a job word in either language.
    ['Since October 2025 I have worked part-time as a gym instructor at Pulse Leisure Centre in Wigston, covering the gym floor.', 'gym instructor', 'Pulse Leisure Centre'],
    ["Depuis 2021, je travaille comme monitrice de ski à l'ESF de Val Thorens, avec des groupes d'enfants.", 'monitrice de ski', 'ESF de Val Thorens'],
    // A guide's CV (round 29): the hours between commas.
    ['Since March 2022 I have worked part-time, three days a week, as an English-speaking guide for Loire Valley Tours in Tours, leading day trips.', 'English-speaking guide', 'Loire Valley Tours'],
  ])('reads a job with its work pattern in %j', (text, title, employer) => {
    expect(analyzeResume(text).jobs.map((job) => [job.title, job.employer])).toEqual([[title, employer]]);
  });

  // The same guide's CV and an employment lawyer's: what comes before 'joined' names no employer.
  it.each([
    ['After a BA in History of Art at the University of York (2014), I joined Kenilworth Abbey Trust in Warwickshire as a Visitor Experience Assistant in 2015.', 'Visitor Experience Assistant', 'Kenilworth Abbey Trust'],
    ["Après un master à l'Université de Rennes, j'ai rejoint en 2009 le groupe Berthier Restauration comme juriste droit social.", 'juriste', 'groupe Berthier Restauration'],
  ])('reads the employer joined in %j', (text, title, employer) => {
    expect(analyzeResume(text).jobs.map((job) => [job.title, job.employer])).toEqual([[title, employer]]);
  });

  // A store manager's prose CV (round 29) and a cereal sales rep's (round 23): what they do outside work is no job's fact.
  it.each([
    ['I joined Fairway Foods as a sales assistant in 2014. I keep incident logs and train new staff. Outside work I have volunteered for five years as a Samaritans listener, and I coach an under-14 football team.', 'football'],
    ["Depuis avril 2018, je suis technico-commercial itinérant chez Gascogne Appro. Je fais 25 à 30 visites par semaine. En dehors du travail : rugby à XV à l'US Lectoure, chasse.", 'rugby'],
  ])('ends the job before what is outside work in %j', (text, pastime) => {
    const [job] = analyzeResume(text).jobs;
    expect(job?.achievements.length).toBeGreaterThan(0);
    expect(job?.achievements.join(' ')).not.toMatch(new RegExp(pastime, 'u'));
  });

  it("ends a role at a month ('Barista de sept. 2024 à sept. 2026 à la Brûlerie…', a barista's three-line CV)", () => {
    const text = 'Chloé Marchand, 23 ans – Leith\nBarista de sept. 2024 à sept. 2026 à la Brûlerie Saint-Roch (café de spécialité), Nantes : espresso, réglage des moulins chaque matin.';
    expect(analyzeResume(text).jobs.map((job) => [job.title, job.employer])).toEqual([['Barista', 'Brûlerie Saint-Roch']]);
  });

  // A planner's prose CV and an exams officer's: the role after 'since/from <date>, as' is the one held from that date, to the
  // end of the stay the sentence states before it.
  it.each([
    ['Since 2022 I have worked at the London Borough of Harrowfield, first as a Planning Officer and, since April 2024, as a Senior Planning Officer.', 'Senior Planning Officer', 'London Borough of Harrowfield', 2024, null],
    ['I worked at Thorpe Marriott High School in Norwich for seven years, from 2013 to 2020: first as exams assistant, then from 2016 as Exams Officer for a school of 1,100 students.', 'Exams Officer', 'Thorpe Marriott High School', 2016, 2020],
  ])('reads the role a promotion gave in %j', (text, title, employer, start, end) => {
    const job = analyzeResume(text).jobs.find((each) => each.title === title);
    expect([job?.employer, job?.startYear, job?.endYear]).toEqual([employer, start, end]);
  });

  it("names a branch's owner as the employer and its town as the place", () => {
    const job = analyzeResume('From 2017 to July 2026 I worked at the Loughborough branch of Midland Counties Building Society, first as a customer service adviser and from 2021 as a senior customer adviser.').jobs[0];
    expect([job?.title, job?.employer, job?.place]).toEqual(['senior customer adviser', 'Midland Counties Building Society', 'Loughborough']);
  });

  it('reads no role in a trait an adverb of degree qualifies', () => {
    const text = "Depuis janvier 2016, je travaille au cabinet Imagerie Maine-Loire. Je suis très attachée au secret médical et je sais garder mon calme.";
    expect(analyzeResume(text).jobs.map((job) => job.title)).not.toContain('très attachée');
  });

  // A newly qualified nurse's prose CV, a specialised educator's and a nursery nurse's: placements are training.
  it.each([
    [
      "Je m'appelle Inès Bouaziz, je suis infirmière diplômée d'État depuis juillet 2026. J'ai fait mes trois années de formation à l'IFSI de Tours. J'ai aussi été en stage en chirurgie orthopédique au CHRU de Tours, où j'ai appris à faire les pansements.",
      2,
    ],
    ["Je suis éducateur spécialisé à la MECS Les Peupliers depuis 2020. Pendant ma formation, j'ai fait mes stages dans un foyer d'accueil médicalisé.", 1],
    ["Depuis mars 2022, je travaille comme auxiliaire de puériculture au multi-accueil Jean-Macé. Avant cela, j'ai fait mes stages en maternité et en PMI.", 1],
  ])('reads placements as training, not as the work of the job stated before them, in %j', (text, placements) => {
    const resume = analyzeResume(text);
    expect(resume.jobs.flatMap((job) => job.achievements).filter((line) => /stage|formation/.test(line))).toEqual([]);
    expect(resume.trainingLines).toHaveLength(placements);
  });

  it('reads a placement the candidate looks for as no training done', () => {
    expect(analyzeResume("Je m'appelle Chloé Marchetti. Je cherche un stage de césure de 6 mois en marketing produit.").trainingLines).toEqual([]);
  });

  // A nursery nurse's CV and a specialised educator's: the bracket after the diploma names its school.
  it.each([
    ["Je m'appelle Inès Benali, je suis auxiliaire de puériculture diplômée d'État depuis 2021 (DEAP obtenu à l'IFAP de Villeurbanne).", null],
    [
      "Je suis éducateur spécialisé, diplômé d'État depuis 2020 (DEES, IRTS Paris Parmentier). Depuis septembre 2020, je travaille à la MECS Les Peupliers, à Fresnes.",
      'MECS Les Peupliers',
    ],
  ])('takes no school for the employer in %j', (text, employer) => {
    expect(analyzeResume(text).jobs.map((job) => job.employer)).toEqual([employer]);
  });

  // A chef's prose CV and a transport administrator's: 'I was' states a past role as 'j'étais' does.
  it.each([
    ['My name is Oliver Grant. For the last three years (2023–2026) I was sauce chef at Wilks, a fine-dining restaurant in Bristol.', ['sauce chef', 'Wilks', '2023–2026']],
    ['My name is Dan Hill. Before that, from 2021 to 2023, I was a Warehouse Operative in Doncaster.', ['Warehouse Operative', null, 'from 2021 to 2023']],
  ])('reads the past role in %j', (text, job) => {
    expect(analyzeResume(text).jobs.map((read) => [read.title, read.employer, read.period])).toEqual([job]);
  });

  it('reads no role where "I was" says something else', () => {
    expect(analyzeResume('My name is Dan Hill. I was born in Leeds and I was promoted twice.').jobs).toEqual([]);
  });

  // A receptionist's prose CV and a youth worker's: the present perfect with a stay before it runs to today.
  it.each([
    [
      "Hi, I'm Priya Chauhan. For the last three years (since October 2023) I've worked as a receptionist at Southville Family GP Surgery, where I book appointments on EMIS.",
      ['receptionist', 'Southville Family GP Surgery', 'since October 2023', true],
    ],
    [
      "Hi, I'm Aisha Rahman. For the past two years I have worked part-time at Penhill Youth Hub as a youth worker, running evening sessions.",
      ['youth worker', 'Penhill Youth Hub', 'For the past two years', true],
    ],
  ])('reads a current job and its stay in %j', (text, job) => {
    expect(analyzeResume(text).jobs.map((read) => [read.title, read.employer, read.period, read.current])).toEqual([job]);
  });

  it('counts no years for a job held in the summers only', () => {
    const resume = analyzeResume("Je m'appelle Inès Bouaziz. Depuis 2024, je travaille aussi l'été comme aide-soignante à l'EHPAD Les Tilleuls.", { today: new Date('2026-11-22') });
    expect(resume.jobs[0]?.period).toBe('Depuis 2024');
    expect(resume.yearsOfExperience).toBeNull();
  });

  it("takes the builders a subcontractor works for as clients, and the employer the CV names ('I have worked for')", () => {
    const resume = analyzeResume(
      'Kieran Walsh\nkieran.walsh@gmail.com\nI am a groundworker with eight years on site, most of it on new-build housing estates for Persimmon and Bellway through subcontractors. Since Apr 2021 I have worked for M&J Drainage Ltd in Horley, where I lay foul and storm drainage.',
    );
    expect(resume.jobs.map((job) => job.employer)).toEqual(['M&J Drainage Ltd']);
  });

  it('reads the role a long stay ended in, what the sentence says after it, and leaves the leaving out', () => {
    const resume = analyzeResume(
      "My name is Sandra Mills.\n\nI worked for Greggs on Stockport Merseyway for 12 years (2010 – 2022), the last five as a shift leader, so I am used to busy lunchtimes and queues. I left to look after my dad, and I am now ready to go back to work part-time.",
    );
    expect(resume.jobs.map((job) => [job.title, job.employer, job.period])).toEqual([['shift leader', 'Greggs', '2010 – 2022']]);
    expect(resume.jobs[0]?.achievements).toEqual(['I am used to busy lunchtimes and queues']);
  });

  it("reads 'dont les trois dernières années comme…' as the role", () => {
    const resume = analyzeResume("Je m'appelle Nadia Benali.\n\nJ'ai travaillé 10 ans chez Carrefour (2012 – 2022), dont les trois dernières années comme chef de rayon.");
    expect(resume.jobs.map((job) => [job.title, job.employer])).toEqual([['chef de rayon', 'Carrefour']]);
  });

  it("reads 'most recently as…' as a role, and what the candidate cannot do as no duty", () => {
    const resume = analyzeResume(
      'Danielle Okafor\n\nI have spent six years in hospitality, most recently as assistant manager at Headrow Social, a bar in Leeds (2022 to October 2026). I wrote job adverts and screened applicants by phone. I do not drive.',
    );
    expect(resume.jobs.map((job) => [job.title, job.employer, job.period])).toEqual([['assistant manager', 'Headrow Social', '2022 to October 2026']]);
    expect(resume.jobs[0]?.achievements).toEqual(['I wrote job adverts and screened applicants by phone']);
  });

  it("reads a volunteer's unpaid role as a job, in prose and on a headed line", () => {
    const prose = analyzeResume("Sandra Mills\n\nSince September I have also been a volunteer reading helper at St Anselm's, two afternoons a week.");
    expect(prose.jobs.map((job) => [job.title, job.employer])).toEqual([['volunteer reading helper', "St Anselm's"]]);
    const headed = analyzeResume('Ellie Robson\n\nEXPERIENCE\nVolunteer – Moorland Wildlife Park   Oct 2024 – present\nCleaning enclosures, preparing diets, feeding');
    expect(headed.jobs.map((job) => [job.title, job.employer])).toEqual([['Volunteer', 'Moorland Wildlife Park']]);
  });

  it("reads stand-in work ('j'effectue des remplacements comme…') and a stay opened by 'd'abord' as jobs", () => {
    const resume = analyzeResume(
      "Sophie Rialland\n\nJ'ai d'abord travaillé deux ans comme agent d'accueil chez Tours Intérim (2014-2016). Depuis janvier 2025, j'effectue aussi des remplacements comme secrétaire à la mairie de Joué-lès-Tours (accueil, courrier).",
    );
    expect(resume.jobs.map((job) => [job.title, job.period, job.current])).toEqual([
      ['secrétaire', 'Depuis janvier 2025', true],
      ["agent d'accueil", '2014-2016', false],
    ]);
    expect(resume.jobs.map((job) => job.employer)).toEqual(['mairie de Joué-lès-Tours', 'Tours Intérim']);
  });
});

describe('a role recalled in a prose CV', () => {
  // A bar supervisor's CV and a waitress's: 'As shift supervisor I…' tells the duties of the role already dated.
  it.each([
    [
      'Aoife Brennan\nI worked for three years at The Quays Bar in Galway, from 2021 to 2024: first as bar staff, then as shift supervisor from March 2023.\nAs shift supervisor I opened and closed the bar and did the cashing up at the end of each night.',
      'shift supervisor',
      'The Quays Bar',
    ],
    [
      "Lucie Morel\nDe 2019 à 2022, j'ai travaillé comme chef de rang au Bistrot des Halles à Lyon.\nComme chef de rang, j'encadrais deux commis et je gérais les encaissements du soir.",
      'chef de rang',
      'Bistrot des Halles',
    ],
  ])('makes no second job of it in %j', (text, title, employer) => {
    const jobs = analyzeResume(text, { today: new Date(Date.UTC(2026, 10, 22)) }).jobs;
    expect(jobs.map((job) => [job.title, job.employer, job.current])).toEqual([[title, employer, false]]);
  });
});

describe('a past role keeps its own time', () => {
  // A school assistant's CV and a lifeguard's: the 'since' belongs to the credential before the role.
  it.each([
    ["Lina Haddad\nTitulaire du BAFA depuis 2024, j'ai été animatrice en accueil de loisirs pendant trois étés au centre social de Montreynaud.", 'animatrice en accueil de loisirs'],
    ['Tom Price\nA qualified first-aider since 2019, I worked as a lifeguard for two summers at Brockwell Lido.', 'lifeguard'],
  ])('is not made current by a since before it in %j', (text, title) => {
    const jobs = analyzeResume(text, { today: new Date(Date.UTC(2026, 10, 22)) }).jobs;
    expect(jobs.map((job) => [job.title, job.current])).toEqual([[title, false]]);
  });
});

describe('a job joined in a prose CV', () => {
  it("reads the employer joined and the role after 'comme' or 'as', held since the year", () => {
    const text = "Camille Vidal\n\nJ'ai exercé comme avocate au cabinet Morel à Lyon de 2002 à 2009. J'ai rejoint en 2009 le groupe Berthier Restauration, spécialiste de la restauration collective (420 sites), comme juriste droit social. J'y conseille les RH.";
    const jobs = analyzeResume(text).jobs.map((job) => [job.employer, job.startYear, job.current]);
    expect(jobs).toContainEqual(['groupe Berthier Restauration', 2009, true]);
    expect(analyzeResume('Tom Hale\n\nI joined Kestrel Logistics in 2021 as a transport planner, planning 40 routes a day.').jobs.map((job) => [job.title, job.employer])).toEqual([['transport planner', 'Kestrel Logistics']]);
  });
});


describe("LinkedIn's volunteering", () => {
  it("reads '· Volunteer' as the engagement, never the role, and keeps it in the title in the CV's language", () => {
    const english = 'Sarah Hill\nExperience\nChair\nWestleigh Primary School PTA · Volunteer\nSep 2021 - Jul 2026 · 4 yrs 11 mos\nRan a committee of 9.';
    expect(analyzeResume(english).jobs.map((job) => [job.title, job.employer])).toEqual([['Volunteer Chair', 'Westleigh Primary School PTA']]);
    const french = 'Lou Martin\nExpérience\nChargée de communication\nBDE IAE Lille · Bénévolat\nsept. 2024 - juin 2025 · 10 mois\nGestion du compte Instagram.';
    expect(analyzeResume(french).jobs.map((job) => [job.title, job.employer])).toEqual([['Chargée de communication bénévole', 'BDE IAE Lille']]);
  });
});
