import { describe, expect, it } from 'vitest';
import { readPosting, readResume } from '../fixtures/read-fixture.ts';
import { verificationContext } from '../verify/verification-context.ts';
import { verifyLetter } from '../verify/verify-letter.ts';
import { countWords } from '../text/tokenize.ts';
import type { LetterInput } from '../rules/letter-input.schema.ts';
import { writeOfflineLetter } from './write-letter.ts';

const today = new Date('2026-11-22T10:00:00Z');

function input(resume: string, posting: string, overrides: Partial<LetterInput> = {}): LetterInput {
  return { resume: readResume(resume), jobPosting: readPosting(posting), language: 'french', tone: 'formal', ...overrides };
}

function write(letterInput: LetterInput, variant: 0 | 1 | 2 = 0, seed = 42): string {
  const check = verificationContext({ resume: letterInput.resume, jobPosting: letterInput.jobPosting, language: letterInput.language }).claims;
  return writeOfflineLetter(letterInput, { today, variant, seed, check });
}

/** The body's sentences: from the greeting to the closing formula, both left out. */
function bodySentences(letter: string): string[] {
  const paragraphs = letter.split('\n\n');
  const start = paragraphs.findIndex((paragraph) => /^(?:Madame, Monsieur,|Dear Hiring Manager,)$/.test(paragraph));
  const end = paragraphs.findIndex((paragraph) => /^(?:Je vous prie d'agréer|Yours sincerely|Kind regards|Best regards)/.test(paragraph));
  return paragraphs.slice(start + 1, end).join(' ').split(/(?<=[.!?])\s+(?=\p{Lu})/u).filter((sentence) => sentence.length > 0);
}

describe('the offline writer', () => {
  const camille = input('fr-camille-martin', 'fr-developpeur-full-stack');

  it("tells a noun-first CV line with its verb, never pasted: 'Réduction de 35 %…' → 'j'ai réduit…'", () => {
    const letter = write(camille);
    expect(letter).toMatch(/réduit de 35 % le temps de chargement/u);
    expect(letter).not.toMatch(/mes missions comprennent :/u);
  });

  it("states years of experience only as the CV does ('5 ans d'expérience')", () => {
    for (const variant of [0, 1, 2] as const) {
      const years = write(camille, variant).match(/(\p{L}+) ans d'expérience/gu) ?? [];
      expect(years.every((phrase) => phrase.startsWith('cinq'))).toBe(true);
    }
  });

  it('writes three versions that share no body sentence', () => {
    const [first, second, third] = ([0, 1, 2] as const).map((variant) => new Set(bodySentences(write(camille, variant))));
    for (const [a, b] of [[first, second], [first, third], [second, third]] as const) {
      expect([...(a ?? [])].filter((sentence) => b?.has(sentence))).toEqual([]);
    }
  });

  it('writes no body sentence another candidate’s letter also holds', () => {
    const other = write(input('fr-nicolas-girard-comptable', 'fr-comptable'));
    const own = new Set(bodySentences(write(camille)));
    expect(bodySentences(other).filter((sentence) => own.has(sentence))).toEqual([]);
  });

  it('passes its own checks, but for the short-draft notice', () => {
    for (const [resume, posting] of [['fr-camille-martin', 'fr-developpeur-full-stack'], ['fr-nicolas-girard-comptable', 'fr-comptable'], ['fr-karim-benali-cariste', 'fr-chef-de-projet-logistique']] as const) {
      const letterInput = input(resume, posting);
      const letter = write(letterInput);
      const context = verificationContext({ resume: letterInput.resume, jobPosting: letterInput.jobPosting, language: 'french' });
      const failures = verifyLetter(letter, context, undefined, true).filter((failure) => failure.code !== 'length');
      expect(failures).toEqual([]);
      expect(countWords(letter)).toBeLessThanOrEqual(400);
    }
  });

  it('never pads a thin CV: its letter is short, and the check says why instead of asking for more', () => {
    const thin = input('fr-jean-dupont-thin', 'fr-chef-de-projet-logistique');
    const letter = write(thin);
    const context = verificationContext({ resume: thin.resume, jobPosting: thin.jobPosting, language: 'french' });
    const words = countWords(letter);
    const length = verifyLetter(letter, context, undefined, true).find((failure) => failure.code === 'length');
    if (words < 300) expect(length?.message).toMatch(/votre CV donne peu de faits/u);
    else expect(length).toBeUndefined();
    expect(verifyLetter(letter, context).some((failure) => failure.code === 'length')).toBe(words < 300);
  });

  it("puts first what the user asked to put forward, without pasting their words ('mettre en avant…')", () => {
    const emphasised = write({ ...camille, emphasis: 'mettre en avant la migration vers Docker' });
    const sentences = bodySentences(emphasised);
    const docker = sentences.findIndex((sentence) => sentence.includes('Docker'));
    const react = sentences.findIndex((sentence) => /espace client/u.test(sentence));
    expect(docker).toBeGreaterThanOrEqual(0);
    expect(react < 0 || docker < react).toBe(true);
    expect(emphasised).not.toMatch(/mettre en avant/u);
  });

  it('tells an English CV in a French letter through the dictionary, without pasting its English lines', () => {
    const letter = write({ resume: readResume('en-priya-shah-data-analyst'), jobPosting: readPosting('fr-marketing-digital'), language: 'french', tone: 'formal' });
    for (const line of readResume('en-priya-shah-data-analyst').split('\n').filter((text) => /^[-•]/u.test(text))) {
      expect(letter).not.toContain(line.replace(/^[-•]\s*/u, '').slice(0, 30));
    }
  });

  it('writes English letters the same way', () => {
    const letter = write({ resume: readResume('en-alex-kim-software-engineer'), jobPosting: readPosting('en-backend-engineer'), language: 'english', tone: 'friendly' });
    expect(letter).toMatch(/^Dear Hiring Manager,$/mu);
    expect(bodySentences(letter).length).toBeGreaterThan(3);
    expect(letter).not.toMatch(/\bmy skills include\b.*\b(?:reliable|friendly|motivated)\b/u);
  });
});

describe("the argument, one paragraph a job", () => {
  const resume = [
    'Inès Roux',
    '06 11 22 33 44',
    'EXPÉRIENCE',
    'Conseillère de vente — Boulanger, Lanester · 2022 – aujourd\'hui',
    "Conseil et vente de smartphones, tablettes et objets connectés. Vente d'accessoires et d'extensions de garantie (objectifs mensuels atteints 10 mois sur 12). Transfert de données et paramétrage des appareils au comptoir services.",
    'Équipière polyvalente — McDonald\'s, Lorient · 2019 – 2022',
    '• Encaissement et préparation des commandes au comptoir',
    '• Formation et accompagnement de cinq nouveaux équipiers',
  ].join('\n');
  const posting = [
    'Vendeur / Vendeuse en téléphonie mobile – Phonexia Store',
    'Vos missions : conseil et vente de smartphones et accessoires, transfert de données, paramétrage des appareils, encaissement, accueil des nouveaux vendeurs.',
  ].join('\n');
  const letter = writeOfflineLetter({ resume, jobPosting: posting, language: 'french', tone: 'formal' }, { today, variant: 0, seed: 7 });

  it("tells a job's description paragraph sentence by sentence, each with its verb", () => {
    expect(letter).toMatch(/conseillé et vendu des smartphones, tablettes et objets connectés/u);
    expect(letter).toMatch(/transféré des données et paramétré les appareils/u);
  });

  it("keeps each job's facts in a paragraph of their own", () => {
    const paragraphs = letter.split('\n\n');
    const current = paragraphs.findIndex((paragraph) => /smartphones/u.test(paragraph));
    const earlier = paragraphs.findIndex((paragraph) => /équipiers/u.test(paragraph));
    expect(current).toBeGreaterThan(0);
    expect(earlier).toBeGreaterThan(current);
  });
});

describe('a list of duties quoted as it stands', () => {
  it('is said once a job: a second one in the same frame reads as a form', () => {
    const resume = ['Tyler Ash', '07592 604 118', 'EXPERIENCE', 'HR Apprentice — Calverley Homes · 2024 – present', '• Right to work checks, personnel files, HR inbox', '• Absence reports, starter packs, change letters', '• Payroll queries, pension letters, leaver forms'].join('\n');
    const posting = 'HR Administrator – Brightwell\nYou will run right to work checks, absence reports and payroll queries.';
    const letter = writeOfflineLetter({ resume, jobPosting: posting, language: 'english', tone: 'formal' }, { today, variant: 0, seed: 7 });
    expect(letter.match(/my work (?:also )?includes/giu)).toHaveLength(1);
  });

  it('is cut to the items the posting asks when no frame tells it whole, and never left out', () => {
    const resume = ['KEVIN MORIN', 'Opérateur de conditionnement', '06 45 12 87 33', 'EXPERIENCES PROFESSIONNELLES', '03/2023 - 10/2026 : Opérateur de conditionnement, Salaisons du Haut-Anjou', 'Conduite ligne tranchage / conditionnement jambon, réglages thermoformeuse Multivac, changements de format, autocontrôles (pesées, étiquetage, détecteur de métaux), travail en 3x8 au froid (2 °C)'].join('\n');
    const posting = "Opérateur de production H/F – Interlink\nVos missions : conduite de ligne de conditionnement, changements de format, autocontrôles qualité.";
    const letter = writeOfflineLetter({ resume, jobPosting: posting, language: 'french', tone: 'formal' }, { today, variant: 0, seed: 7 });
    expect(letter).toContain('changements de format et autocontrôles (pesées, étiquetage, détecteur de métaux)');
    expect(letter).not.toContain('travail en 3x8');
  });
});

describe('the qualifications sentence', () => {
  const resume = [
    'Craig Hollis',
    '07822 310 554',
    'EXPERIENCE',
    'Delivery Driver — Avon Timber & Building Supplies · 2021 – present',
    '• Delivered building materials to 25 sites a day across Bristol',
    'LICENCES',
    'Full UK driving licence',
    'Counterbalance forklift licence',
  ].join('\n');

  it("says 'as your posting asks' only of what the posting requires, and gives a licence its article", () => {
    const required = writeOfflineLetter(
      { resume, jobPosting: 'Delivery Driver – Hollis Timber\nRequirements:\n- Full UK driving licence\n- Counterbalance forklift licence', language: 'english', tone: 'formal' },
      { today, variant: 0, seed: 3 },
    );
    expect(required).toMatch(/asks, I hold a full UK driving licence\./u);
    expect(required).not.toMatch(/my work includes counterbalance forklift licence/u);
    const wished = writeOfflineLetter(
      { resume, jobPosting: 'Delivery Driver – Hollis Timber\nYou will deliver building materials across Bristol.\nNice to have: a forklift licence.', language: 'english', tone: 'formal' },
      { today, variant: 0, seed: 3 },
    );
    expect(wished).not.toMatch(/asks/u);
  });

  it('names a licence of the category the posting asks, before the duties, though its line gives a validity to come', () => {
    const letter = writeOfflineLetter(
      { resume: resume.replace('Full UK driving licence', 'C+E licence · Driver CPC valid to 2027'), jobPosting: 'Class 1 Driver – Hollis Timber\nRequirements:\n- Cat C+E licence\nNice to have: a forklift licence.', language: 'english', tone: 'formal' },
      { today, variant: 0, seed: 3 },
    );
    expect(letter).toMatch(/asks, I hold a C\+E licence\.\n\nAt Avon Timber/u);
  });
});

describe('the post named again after the opening', () => {
  it("is named by its title alone: the employer's name once is enough", () => {
    const resume = ['Gemma Holloway', 'Bristol', '07700 931 482', 'EXPERIENCE', 'Store Manager — Harlow & Pike · 2017 – present', '• Led a team of 22', 'Available from January 2027'].join('\n');
    const posting = 'Junior Data Analyst – Fernhill Energy – Bristol\nYou will build KPI reports.';
    const letters = ([0, 1, 2] as const).map((variant) => writeOfflineLetter({ resume, jobPosting: posting, language: 'english', tone: 'formal' }, { today, variant, seed: 7 }));
    for (const letter of letters) expect(letter.match(/role at Fernhill Energy/gu) ?? []).toHaveLength(1);
  });

  it('is not recited with the town: where the candidate lives closes the sentence that introduces them', () => {
    const resume = ['Gemma Holloway', 'Bristol', '07700 931 482', 'EXPERIENCE', 'Store Manager — Harlow & Pike · 2017 – present', '• Led a team of 22', 'Available from January 2027'].join('\n');
    const posting = 'Junior Data Analyst – Fernhill Energy – Bristol\nYou will build KPI reports.';
    const letter = writeOfflineLetter({ resume, jobPosting: posting, language: 'english', tone: 'formal' }, { today, variant: 0, seed: 7 });
    expect(letter).toMatch(/Harlow & Pike; I live in Bristol, where the role is based\./u);
    expect(letter).not.toMatch(/Junior Data Analyst role is (?:in|based)/u);
  });
});

describe("the candidate's title in an English sentence", () => {
  it('is a common noun when the CV writes it in sentence case, and says no hours', () => {
    const posting = 'Senior Carer – Ashdown House – Harrogate\nYou will support residents with personal care.';
    const letterOf = (title: string): string =>
      writeOfflineLetter({ resume: ['Jo Reed', 'York', '07700 900 111', 'EXPERIENCE', `${title} — Oakwood Lodge · 2019 – present`, '• Personal care for 12 residents'].join('\n'), jobPosting: posting, language: 'english', tone: 'formal' }, { today, variant: 0, seed: 3 });
    expect(letterOf('Care assistant')).toMatch(/ care assistant at Oakwood Lodge/u);
    expect(letterOf('Full-time Care Assistant')).toMatch(/ Care Assistant at Oakwood Lodge/u);
    expect(letterOf('Full-time Care Assistant')).not.toMatch(/Full-time/u);
  });
});

describe("an agency's posting for a client it does not name", () => {
  it("applies for the client's post through the agency, never 'chez' the agency, in French and in English", () => {
    const french = writeOfflineLetter(
      { resume: readResume('fr-camille-martin'), jobPosting: "ARKÉA TALENTS – Cabinet de recrutement\n\nDéveloppeur Full Stack (H/F) – CDI – Lyon\n\nNotre client, éditeur de logiciels de 80 personnes, nous a confié le recrutement de son développeur full stack React / Node.js.", language: 'french', tone: 'formal' },
      { today, variant: 0, seed: 5 },
    );
    expect(french).toMatch(/poste de développeur full stack que vous proposez pour votre client/u);
    expect(french).not.toMatch(/chez Arkéa Talents/u);
    const english = writeOfflineLetter(
      { resume: readResume('fr-camille-martin'), jobPosting: 'HOLLAND & BYRNE – Recruitment Agency\n\nFull Stack Developer – London\n\nOur client, a software company of 80 people, is looking for a Full Stack Developer (React, Node.js).', language: 'english', tone: 'formal' },
      { today, variant: 0, seed: 5 },
    );
    expect(english).toMatch(/role you are recruiting for on behalf of your client/u);
  });
});

describe('a credential the candidate names in a sentence of their own', () => {
  it('is named once', () => {
    const resume = [
      'Chloé Barnes',
      'Derby · 07700 900 321',
      '',
      'Since 2024 I have worked as a nursery assistant at Little Oaks Nursery in Derby, planning activities for the toddler room.',
      'I hold a Paediatric First Aid certificate (2025) and I have an enhanced DBS on the update service.',
    ].join('\n');
    const posting = ['Nursery Practitioner – Bright Steps Nursery, Derby', '', 'Requirements', '- Paediatric First Aid certificate', '- Experience in an early years setting'].join('\n');
    const letter = write({ resume, jobPosting: posting, language: 'english', tone: 'formal' });
    expect(letter.match(/Paediatric First Aid/giu)).toHaveLength(1);
  });
});

describe('a credential the check does not back', () => {
  it('is left out alone, and the required ones of its sentence are still named', () => {
    const resume = [
      'Karim Saïdi',
      'Rezé – 06 12 34 56 78',
      'EXPÉRIENCE',
      'Cariste — Lidl Carquefou · 2021 – 2026',
      '- Chargement et déchargement des camions',
      'CERTIFICATS',
      'CACES R489 cat. 3 (2024)',
      'SST – recyclage 2023',
    ].join('\n');
    const posting = ['Cariste (H/F)', 'Transports Ouest – Nantes (44)', '', 'Profil', '- CACES R489 catégorie 3 obligatoire', '- SST apprécié'].join('\n');
    const letter = write({ resume, jobPosting: posting, language: 'french', tone: 'formal' });
    expect(letter).toContain('CACES R489 cat. 3');
  });
});

describe("a move to the post's town the CV states", () => {
  const resume = (line: string): string => `Camille Rey\n${line}\n\nEXPÉRIENCE\n2019 – aujourd'hui : Serveuse, Brasserie du Port, Nîmes\n- Service en salle et encaissement\n- Accueil des clients`;
  const posting = 'Serveur / Serveuse (H/F) – Le Bistrot des Halles – Tours\n\nVous assurez le service en salle et l\'encaissement.';

  it('is said in every version, planned or done, and the town the candidate leaves is not given as the post’s', () => {
    for (const variant of [0, 1, 2] as const) {
      const planned = writeOfflineLetter({ resume: resume('Nîmes (30) – installation à Tours prévue en janvier 2027'), jobPosting: posting, language: 'french', tone: 'formal' }, { today, variant, seed: 3 });
      expect(planned).toMatch(/(?:m'installe à Tours|installation à Tours est prévue) en janvier 2027\.|En janvier 2027, je m'installe à Tours\./u);
    }
    const done = writeOfflineLetter({ resume: resume('Installée à Tours depuis septembre 2026'), jobPosting: posting, language: 'english', tone: 'formal' }, { today, variant: 0, seed: 3 });
    expect(done).toMatch(/(?:lived in Tours since|moved to Tours in) September 2026\.|Since September 2026, I have lived in Tours\./u);
  });

  it('is not said when a planned date has passed, nor when the move is to another town', () => {
    const passed = writeOfflineLetter({ resume: resume('installation à Tours prévue en janvier 2025'), jobPosting: posting, language: 'french', tone: 'formal' }, { today, variant: 0, seed: 3 });
    const elsewhere = writeOfflineLetter({ resume: resume('installation à Lille prévue en janvier 2027'), jobPosting: posting, language: 'french', tone: 'formal' }, { today, variant: 0, seed: 3 });
    expect([passed, elsewhere].some((letter) => /installe|installation/u.test(letter))).toBe(false);
  });
});

describe('a line that says where the candidate works, not what they do', () => {
  it("is no duty: 'actuellement en CDD chez…', 'Currently … for ParcelLink', 'Missions d'intérim…'", () => {
    const french = writeOfflineLetter({ resume: "Karim Haddad\n\nEXPÉRIENCE\n2022 – aujourd'hui : Électricien, Elec Services 86, Poitiers\n- Actuellement en CDD chez Elec Services 86\n- Missions d'intérim et Randstad Poitiers\n- Pose de tableaux électriques", jobPosting: 'Électricien (H/F) – Volta Énergie – Poitiers\n\nVous posez des tableaux électriques.', language: 'french', tone: 'formal' }, { today, variant: 0, seed: 3 });
    expect(french).not.toMatch(/actuellement en CDD|Missions d'intérim|missions d'intérim/u);
    const english = writeOfflineLetter({ resume: 'Dan Price\n\nEXPERIENCE\nHGV Driver, ParcelLink, Aylesford (2021 – present)\n- Currently Cat C multi-drop on an 18t rigid for ParcelLink, 60+ drops a day\n- Counterbalance FLT (RTITB, 2019)\n- Daily vehicle checks and defect reports', jobPosting: 'HGV Driver – Kent Haulage – Maidstone\n\nYou will drive a Cat C rigid on multi-drop routes.', language: 'english', tone: 'formal' }, { today, variant: 0, seed: 3 });
    expect(english).not.toMatch(/includes currently|FLT \(RTITB/u);
  });
});

describe("a diploma's year", () => {
  it('is said once, after the diploma, in French; plural A levels take no article in English', () => {
    const french = writeOfflineLetter({ resume: "Léo Martin\n\nEXPÉRIENCE\n2015 – aujourd'hui : Carreleur, Morvan Carrelage, Quimper\n- Pose de carrelage et de faïence\n\nFORMATION\nCAP carreleur mosaïste 2012", jobPosting: 'Carreleur (H/F) – Bati Ouest – Quimper\n\nProfil : CAP carreleur mosaïste exigé.', language: 'french', tone: 'formal' }, { today, variant: 0, seed: 3 });
    expect(french).toMatch(/CAP carreleur mosaïste/u);
    expect(french).not.toMatch(/2012 en 2012/u);
    const english = writeOfflineLetter({ resume: 'Amy Cole\n\nEXPERIENCE\nReceptionist, Quantock Dental Practice, Taunton (2020 – present)\n- Patient check-in and phone bookings\n\nEDUCATION\nA Levels, Richard Huish College (2019)', jobPosting: 'Court Usher – HMCTS – Taunton\n\nEssential: good communication; A levels or equivalent.', language: 'english', tone: 'formal' }, { today, variant: 0, seed: 3 });
    expect(english).not.toMatch(/\ban A Levels\b/u);
  });
});

describe('towns read where an employer stands', () => {
  it("are no employer: never 'chez Montpellier et Sète'", () => {
    const letter = writeOfflineLetter({ resume: "Camille Rouvière\n\nEXPÉRIENCE\nOct. 2021 – aujourd'hui | Orthoptiste salariée – Cabinet d'ophtalmologie des Alizés, Nîmes\n• Tutrice de 3 étudiantes en orthoptie\nSept. 2020 – sept. 2021 | Orthoptiste remplaçante en libéral – Montpellier et Sète\n• Remplacements de 2 à 6 semaines dans 3 cabinets", jobPosting: 'Poste : Orthoptiste (H/F)\nEmployeur : Centre Ophtalmologique du Parc – Tours (37)', language: 'french', tone: 'formal' }, { today, variant: 0, seed: 3 });
    expect(letter).not.toMatch(/chez Montpellier/u);
    expect(letter).not.toMatch(/Parc –/u);
  });
});

describe("the candidate's own sentences", () => {
  const resume = [
    'Aurélie Vasseur',
    '07 68 12 45 90',
    '',
    "J'ai débuté comme commis au Bistrot Graslin à Nantes (2021-2022), puis j'ai été chef de partie chaud au restaurant L'Ardoise du Marché à Angers de 2022 à 2024, où je gérais le poste viandes et sauces sur un service de 60 couverts. Depuis mars 2024, je suis chef de partie à La Table de Saint-Serge, restaurant bistronomique de 70 couverts : je prends la responsabilité de la cuisine les jours de repos du second, j'encadre alors deux commis, je fais la mise en place et je participe à la création des plats du jour et à la rédaction des fiches techniques.",
    '',
    "Au CHU de Nîmes, en endocrinologie-diabétologie (huit semaines, printemps 2025), j'ai animé six ateliers d'éducation thérapeutique pour des patients diabétiques et réalisé une quarantaine de bilans nutritionnels.",
  ].join('\n');
  const posting = 'Second de cuisine (H/F) – Comptoir des Halles – Angers\nMissions : encadrement des commis, mise en place, fiches techniques, ateliers.';

  it('tells a sentence once, under its own job, and quotes a long one that opens on where and when', () => {
    const letter = writeOfflineLetter({ resume, jobPosting: posting, language: 'french', tone: 'formal' }, { today, variant: 0, seed: 42 });
    expect(letter.match(/je prends la responsabilité de la cuisine/gu) ?? []).toHaveLength(1);
    expect(letter).not.toMatch(/Bistrot Graslin, je prends/u);
    expect(letter).toMatch(/Au CHU de Nîmes, en endocrinologie-diabétologie \(huit semaines, printemps 2025\), j'ai animé/u);
  });
});

describe('who the candidate is, in the opening', () => {
  it('is their paid job, never the volunteering listed before it', () => {
    const resume = ['Nicolas Vandamme', '06 19 83 52 40', 'ENGAGEMENT', 'Bénévole en soutien scolaire — Association Coup de Pouce · 2019 – aujourd’hui', '• Aide aux devoirs en mathématiques', 'EXPÉRIENCE', 'Ingénieur procédés — Sidéral Aciers · 2016 – 2025', '• Analyse statistique des défauts de laminage'].join('\n');
    const letter = writeOfflineLetter({ resume, jobPosting: 'Professeur de mathématiques (H/F) – Collège Jean Bart\nMissions : enseigner les mathématiques.', language: 'french', tone: 'formal' }, { today, variant: 0, seed: 7 });
    const opening = letter.split('\n\n').find((paragraph) => /^(?:Je |Votre |Le poste)/u.test(paragraph)) ?? '';
    expect(opening).toMatch(/ingénieur procédés chez Sidéral Aciers/u);
    expect(opening).not.toMatch(/bénévole/u);
  });

  it("never tells a role still held as an earlier job ('I also worked as a Volunteer… since 2024')", () => {
    const resume = ['Amy Lee', '07700 111 222', 'EXPERIENCE', 'Farm help — Fenwick Hill Farm · 2023 – present', '• Lambing, mucking out', 'Volunteer — Moorland Wildlife Park · 2024 – present', '• Feeding rounds'].join('\n');
    const letters = ([0, 1, 2] as const).map((variant) => writeOfflineLetter({ resume, jobPosting: 'Zookeeper Assistant – Dartmoor Zoo\nYou will feed animals.', language: 'english', tone: 'formal' }, { today, variant, seed: 7 }));
    for (const letter of letters) expect(letter).not.toMatch(/worked as a Volunteer at Moorland Wildlife Park since/u);
  });
});

describe("a thin CV's diploma cut at an abbreviation", () => {
  it("is said without its dangling 'incl'", () => {
    const resume = ['Danielle Hutchinson – Sheffield – 07712 448 903', 'Receptionist, Parson Cross Medical Centre, 2019–present: phones, appointments', 'GCSEs incl. English (5) and maths (4) · Full driving licence'].join('\n');
    const letter = writeOfflineLetter({ resume, jobPosting: 'Attendance Officer – Hollins Park Academy\nYou will chase absences.', language: 'english', tone: 'formal' }, { today, variant: 0, seed: 7 });
    expect(letter).not.toMatch(/\bincl\b/u);
  });
});

describe('a CV in the other language', () => {
  const englishResume = [
    'Megan Foley',
    'EXPERIENCE',
    'Night Receptionist – Hotel Surcouf, Saint-Malo · 2024 – present',
    '- Night audit and cash closing every shift on Opera PMS',
    '- Printers and office supplies',
    'Receptionist – Harbour View Hotel, Cork · 2020 – 2024',
    '- Handled reservations for 60 rooms',
  ].join('\n');
  const frenchPosting = "Réceptionniste de nuit (H/F) – Hôtel Les Remparts – Saint-Malo\nMissions : audit de nuit, clôture de caisse, gestion des réservations, imprimantes.\nVous maîtrisez Opera PMS.";

  it("tells the duties the posting asks for by the dictionary's names, never a thing as work", () => {
    for (const variant of [0, 1, 2] as const) {
      const letter = writeOfflineLetter({ resume: englishResume, jobPosting: frenchPosting, language: 'french', tone: 'formal' }, { today, variant, seed: 3 });
      expect(letter).toMatch(/ comprend l'audit de nuit et la clôture de caisse, et j'utilise Opera PMS\./u);
      expect(letter).toMatch(/ comprenait les réservations\./u);
      // Two jobs told one after the other, each in its own phrasing.
      const frames = bodySentences(letter)
        .filter((sentence) => /mon travail/iu.test(sentence))
        .map((sentence) => sentence.replace(/Hotel Surcouf|Harbour View Hotel/u, 'X').replace(/depuis 2024|de 2020 à 2024/u, 'Y').replace(/ comprend .*| comprenait .*/u, ''));
      expect(frames).toHaveLength(2);
      expect(frames[0]).not.toBe(frames[1]);
      expect(letter).not.toMatch(/imprimantes/u);
    }
  });

  it('joins the years a French CV states to the opening when no job can be named', () => {
    const resume = ['Camille Roux', 'Coiffeuse coloriste – 8 ans d\'expérience en salon', 'Coupes, balayages, chignons de mariée.', 'Diplômes : BP Coiffure (2018), CAP Coiffure (2016).'].join('\n');
    const letter = writeOfflineLetter({ resume, jobPosting: 'Senior Hair Stylist – Cleo & Co – Brighton\nNVQ Level 3 in Hairdressing or equivalent.', language: 'english', tone: 'formal' }, { today, variant: 0, seed: 3 });
    expect(letter).toMatch(/Senior Hair Stylist role at Cleo & Co(?:, and|; ) ?I have eight years of experience\./u);
  });

  it("names a French CV's diploma by its kind in English, never its French field", () => {
    const resume = ['Chloé Martin', 'EXPÉRIENCE', 'Chargée de marketing – Agence Pixel, Lille · 2024 – 2026', '- Campagnes Instagram et newsletters', 'FORMATION', 'Master Marketing digital – IAE de Lille (2024)'].join('\n');
    for (const variant of [0, 1, 2] as const) {
      const letter = writeOfflineLetter({ resume, jobPosting: 'Marketing Assistant – Bloom Studio – London\nA degree in marketing.', language: 'english', tone: 'formal' }, { today, variant, seed: 3 });
      expect(letter).toMatch(/\ba master's degree from IAE de Lille\b/u);
      expect(letter).not.toMatch(/Marketing digital/u);
    }
  });

  it('never names an English diploma in a French sentence', () => {
    const resume = ['Liam Walsh', 'EXPERIENCE', 'Management Accountant – Kerry Foods, Cork · 2021 – present', '- Monthly close and variance analysis', 'EDUCATION', 'Bachelor of Commerce – University College Cork (2021)'].join('\n');
    const letter = writeOfflineLetter({ resume, jobPosting: 'Contrôleur de gestion (H/F) – Lactalis – Laval\nMissions : clôture mensuelle.', language: 'french', tone: 'formal' }, { today, variant: 0, seed: 3 });
    expect(letter).not.toMatch(/bachelor/iu);
  });

  it('in English, from a French CV', () => {
    const resume = ['Léa Morvan', 'EXPÉRIENCE', 'Caissière – Carrefour Market, Rennes · 2021 – 2024', '- Encaissement et clôture de caisse', '- Audit'].join('\n');
    const letter = writeOfflineLetter({ resume, jobPosting: 'Cashier – Tesco – Leeds\nYou will handle cash closing and audits.', language: 'english', tone: 'formal' }, { today, variant: 0, seed: 3 });
    expect(letter).toMatch(/ covered cash closing\./u);
    expect(letter).not.toMatch(/covered [^.]*\baudit\b/u);
  });
});

describe("'Plus court'", () => {
  it('gives a shorter letter even when the letter it shortens told fewer facts than its plan held', () => {
    const resume = ['Camille Martin', 'EXPÉRIENCE', '2022 – 2026 : Développeuse Full Stack, Studio Nord, Lyon', '- Applications web en TypeScript, React et Node.js, tests automatisés', "- Réduction de 40 % du temps de chargement de l'application principale", '2020 – 2022 : Développeuse front-end, Agence Pixel, Lyon', '- Interfaces accessibles, Git, méthode Scrum'].join('\n');
    const letterInput: LetterInput = { resume, jobPosting: 'Atelier Numérique recrute un(e) Développeur Full Stack (H/F)\nMissions :\n- Développer en TypeScript, React et Node.js', language: 'french', tone: 'formal' };
    const check = verificationContext({ resume, jobPosting: letterInput.jobPosting, language: 'french' }).claims;
    const letter = writeOfflineLetter(letterInput, { today, variant: 0, seed: 1, check });
    const shorter = writeOfflineLetter(letterInput, { today, variant: 0, seed: 1, check, refinement: 'shorter' });
    expect(countWords(shorter)).toBeLessThan(countWords(letter));
  });
});

describe("the posting's employer in a sentence", () => {
  it("gives one of the state's bodies 'the', and leaves the recipient's line as the posting writes it", () => {
    const input: LetterInput = {
      resume: 'Sam Okoro\nEXPERIENCE\nSecurity Officer – Skyline Aviation\n2021 – present\n- Screened passengers and hold baggage',
      jobPosting: 'Border Force Officer\nHome Office\nLocation: Heathrow\nWe are looking for Border Force Officers to check passengers and goods at the border.',
      tone: 'formal',
      language: 'english',
    };
    const letter = writeOfflineLetter(input, { today, variant: 0, seed: 1 });
    expect(letter).toMatch(/role at the Home Office\b/u);
    expect(letter).toMatch(/^Home Office$/mu);
  });
});

describe('a job with no employer told after another job', () => {
  // A crane operator's temping years (round 29) and a shop worker's earlier job: told bare after the current job's paragraph,
  // their facts read as the current employer's.
  it.each([
    ['french', 'Karim Diallo\nEXPÉRIENCE\nGrutier à tour – Sogebat Rhône\n2018 – aujourd\'hui\n- Conduite de grues à tour en cabine et à la radiocommande\nGrutier intérimaire\n2014 – 2018\n- Levage de banches et de prédalles sur des chantiers de bureaux', 'Grutier à tour (H/F)\nMissions :\n- Conduite de grues à tour\n- Levage de banches et de prédalles', /Lorsque j'étais grutier intérimaire, [^.]*banches/u],
    ['english', 'Sam Reed\nEXPERIENCE\nWarehouse Operative – Fenwick Foods\n2021 – present\n- Picked 180 cases an hour on voice picking\nDelivery Driver\n2017 – 2021\n- Delivered 120 parcels a day across Leeds and checked every load', 'Warehouse Operative\nDuties:\n- Voice picking\n- Checking loads and delivering parcels', /When I worked as a Delivery Driver, I [^.]*parcels/u],
  ] as const)('names it by its title (%s)', (language, resume, jobPosting, titled) => {
    const letters = ([0, 1, 2] as const).map((variant) => writeOfflineLetter({ resume, jobPosting, language, tone: 'formal' }, { today, variant, seed: 1 }));
    const telling = letters.filter((letter) => /banches|parcels/u.test(letter));
    expect(telling.length).toBeGreaterThan(0);
    for (const letter of telling) expect(letter).toMatch(titled);
  });
});

describe('the qualifications the check clears', () => {
  // An occupational therapist's French CV for an NHS post (round 29): 'I speak fluent English' for an IELTS 7.5, refused by the
  // check, took the required HCPC registration of its sentence with it.
  it('keeps a required registration when the check refuses another part of its sentence', () => {
    const resume = ['Manon Lefèvre', 'Ergothérapeute D.E.', 'Enregistrement HCPC : OT81452 (février 2026) – IELTS Academic 7.5 (2025) – Permis B', 'EXPÉRIENCE PROFESSIONNELLE', '2017 – 2019 : Ergothérapeute – EHPAD Les Tilleuls, Dinan', '– Positionnement au fauteuil, prévention des escarres', 'LANGUES', 'Français (langue maternelle), anglais (IELTS 7.5)'].join('\n');
    const jobPosting = 'Occupational Therapist\nNorth Wessex Community Healthcare NHS Trust\nEssential: Degree or diploma in Occupational Therapy; current HCPC registration\nEssential: good written and spoken English';
    const check = verificationContext({ resume, jobPosting, language: 'english' }).claims;
    const letter = writeOfflineLetter({ resume, jobPosting, language: 'english', tone: 'formal' }, { today, variant: 0, seed: 1, check });
    expect(letter).toMatch(/I hold an HCPC registration/u);
    expect(letter).not.toMatch(/fluent English/u);
  });
});
