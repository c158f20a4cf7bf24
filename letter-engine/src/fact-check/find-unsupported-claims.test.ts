import { describe, expect, it } from 'vitest';
import { readPosting, readResume } from '../fixtures/read-fixture.ts';
import { findUnsupportedClaims } from './find-unsupported-claims.ts';

const CAMILLE = readResume('fr-camille-martin');

describe('findUnsupportedClaims', () => {
  it('finds the tools a letter invents, in order of appearance', () => {
    const letter = "Je maîtrise Kubernetes et AWS, et j'ai développé en React une application Angular.";
    expect(findUnsupportedClaims({ resume: CAMILLE, letter, language: 'french' })).toEqual(['Kubernetes', 'AWS', 'Angular']);
  });

  it('finds an invented degree and an invented language', () => {
    const letter = 'Titulaire d’un MBA, je parle un allemand courant.';
    expect(findUnsupportedClaims({ resume: CAMILLE, letter, language: 'french' })).toEqual(['MBA', 'allemand']);
  });

  // Claims the CV supports, in other words than the CV's: none may be flagged.
  it.each([
    ['the same tools', 'Je développe en React, TypeScript et Node.js avec PostgreSQL.'],
    ['a spelling variant', 'J’utilise NodeJS et ReactJS au quotidien.'],
    ['the degree level of a Master', 'Titulaire d’un Bac+5, je…'],
    ['the language in English', 'I speak fluent English and I use continuous integration.'],
    ['soft skills, which the CV need not prove', 'Rigueur, autonomie et esprit d’équipe me caractérisent.'],
    ['agile methods, implied by Scrum', 'Je travaille en méthodes agiles.'],
  ])('accepts %s', (_case, letter) => {
    expect(findUnsupportedClaims({ resume: CAMILLE, letter, language: 'french' })).toEqual([]);
  });

  it("reads 'certificate' beside a certificate's name as that certificate, not a diploma the CV lacks", () => {
    const resume = 'Jade Wilson\nCafé assistant, Costa Coffee, Leeds, 2022 – now\nEmergency First Aid at Work (2023)\nLevel 2 Food Hygiene';
    const claims = (sentence: string): string[] => findUnsupportedClaims({ resume, letter: `Dear Hiring Manager,\n\n${sentence}\n`, language: 'english' });
    expect(claims('I also hold an Emergency First Aid at Work certificate.')).toEqual([]);
    expect(claims('My food hygiene certificate is up to date.')).toEqual([]);
    expect(claims('I hold a certificate in accounting.')).toEqual(['certificate', 'accounting']);
    expect(claims('I hold a degree in law.')).toEqual(['degree']);
    expect(findUnsupportedClaims({ resume: 'Jade Wilson\nCafé assistant, Costa Coffee, Leeds, 2022 – now', letter: 'Dear Hiring Manager,\n\nI also hold a First Aid at Work certificate.\n', language: 'english' })).not.toEqual([]);
  });

  it('flags tool-shaped words the dictionary does not know', () => {
    expect(findUnsupportedClaims({ resume: CAMILLE, letter: 'J’ai déployé sur S3 et EC2 avec GraphQL.', language: 'french' })).toEqual(['S3', 'EC2', 'GraphQL']);
  });

  it('does not count the posting’s company and position as claims when the posting is given', () => {
    const posting = 'Acme recrute un(e) Développeur Kotlin (H/F).';
    const letter = 'Objet : Candidature au poste de Développeur Kotlin\n\nDéveloppeur Kotlin, je rejoins Acme avec enthousiasme.';
    expect(findUnsupportedClaims({ resume: CAMILLE, letter, language: 'french' })).toEqual(['Kotlin']);
    expect(findUnsupportedClaims({ resume: CAMILLE, letter, language: 'french', posting })).toEqual([]);
  });

  it('labels claims in the letter language', () => {
    const resume = readResume('en-emily-clarke');
    const letter = 'I also bring strong project management and fluent German.';
    expect(findUnsupportedClaims({ resume, letter, language: 'english' })).toEqual(['project management', 'German']);
  });

  it('accepts a whole letter that sticks to the CV', () => {
    const letter = [
      'Camille Martin',
      'Objet : Candidature au poste de Développeur Full Stack React / Node.js',
      'Madame, Monsieur,',
      'Développeuse full stack depuis 5 ans, j’ai refondu un espace client en React et TypeScript et conçu une API REST en Node.js.',
      'Je pratique Docker, GitLab et Scrum, et je parle un anglais courant.',
    ].join('\n\n');
    expect(findUnsupportedClaims({ resume: CAMILLE, letter, language: 'french', posting: readPosting('fr-developpeur-full-stack') })).toEqual([]);
  });

  it('does not count a tool the letter says the employer uses, or one the candidate means to learn', () => {
    const letter = 'Votre équipe déploie sur Kubernetes, que je serais ravie de découvrir. Je souhaite aussi me former à AWS.';
    expect(findUnsupportedClaims({ resume: CAMILLE, letter, language: 'french' })).toEqual([]);
  });
});

// A posting's own tools and terms, which no dictionary knows: invented when the letter claims them.
const SUPPORT_POSTING = [
  'Conseiller support client (H/F) – Ticketo – Lyon',
  'Ticketo édite une billetterie en ligne hébergée sur AWS pour 2 000 salles de spectacle.',
  'Vos missions :',
  '- Répondre aux demandes des clients par téléphone et par chat',
  "- Suivre chaque demande dans Zendesk jusqu'à sa résolution",
  '- Rédiger les articles de la base de connaissances',
  'Profil :',
  '- Première expérience en relation client',
  '- Une connaissance de la billetterie de spectacle est un plus',
].join('\n');
const SUPPORT_RESUME = [
  'Julie Martin',
  'Conseillère clientèle',
  '2021 – 2025 : Conseillère clientèle, Orange, Lyon',
  '- Traitement de 60 appels par jour',
  '- Suivi des réclamations dans Salesforce',
  'Compétences : relation client, Salesforce, Excel',
].join('\n');
const KITCHEN_POSTING = [
  'Line Cook – The Harbour Kitchen – Brighton',
  'The Harbour Kitchen is a 90-cover seafood restaurant on Brighton seafront, open seven days a week.',
  "What you'll do:",
  '- Prepare and cook dishes on the fish section',
  '- Break down and portion fish and shellfish',
  '- Record fridge temperatures on Navitas, our food safety app',
  "What we're looking for:",
  "- 2 years' experience in a busy kitchen",
].join('\n');
const KITCHEN_RESUME = [
  'Tom Baker',
  'Commis Chef',
  '2022 – present: Commis Chef, The Grand Hotel, Eastbourne',
  '- Prepared vegetables, fish and sauces for 200 covers a night',
  '- Cooked on the grill section',
  'Skills: knife skills, grill, sauces',
].join('\n');

describe('findUnsupportedClaims against the posting', () => {
  const support = (letter: string) => findUnsupportedClaims({ resume: SUPPORT_RESUME, posting: SUPPORT_POSTING, letter, language: 'french' });
  const kitchen = (letter: string) => findUnsupportedClaims({ resume: KITCHEN_RESUME, posting: KITCHEN_POSTING, letter, language: 'english' });

  it.each([
    ["Je maîtrise Zendesk, que j'utilise chaque jour.", ['Zendesk']],
    ['Zendesk fait également partie de mes compétences.', ['Zendesk']],
    ["Chez Orange, j'ai suivi chaque demande dans Zendesk.", ['Zendesk']],
    ['Vous utilisez Zendesk, que je maîtrise depuis trois ans.', ['Zendesk']],
    ['Ma connaissance de la billetterie de spectacle sera un atout.', ['billetterie de spectacle']],
    ['Je maîtrise AWS.', ['AWS']],
  ])('French: finds what «%s» invents', (letter, claims) => {
    expect(support(letter)).toEqual(claims);
  });

  it.each([
    'Votre équipe suit chaque demande dans Zendesk.',
    'Je souhaite me former à Zendesk dès mon arrivée.',
    "Je n'ai pas encore utilisé Zendesk, mais j'apprends vite.",
    'Je sais que Zendesk est au cœur de votre support.',
    'Une billetterie en ligne hébergée sur AWS pour 2 000 salles de spectacle : voilà ce qui attire.',
    "Conseiller support client chez Ticketo, c'est le poste que je vise.",
    "Chez Orange, j'ai suivi les réclamations dans Salesforce et assuré la relation client.",
  ])('French: «%s» invents nothing', (letter) => {
    expect(support(letter)).toEqual([]);
  });

  it.each([
    ['I have solid experience with shellfish.', ['shellfish']],
    ['Navitas is also part of my skill set.', ['Navitas']],
    ['At the Grand Hotel I logged fridge temperatures on Navitas every day.', ['Navitas']],
    ['My skills in shellfish and fish preparation are strong.', ['shellfish']],
  ])('English: finds what “%s” invents', (letter, claims) => {
    expect(kitchen(letter)).toEqual(claims);
  });

  it.each([
    'Your team records fridge temperatures on Navitas.',
    'I would love to learn how you break down shellfish.',
    'I have not worked with shellfish yet, but I learn quickly.',
    'I understand that Navitas is central to your food safety.',
    'The Harbour Kitchen is a 90-cover seafood restaurant on Brighton seafront, which is why I am applying.',
    'At the Grand Hotel I prepared fish and sauces for 200 covers a night.',
  ])('English: “%s” invents nothing', (letter) => {
    expect(kitchen(letter)).toEqual([]);
  });

  it('finds a language level above the one the CV states', () => {
    const resume = readResume('fr-jean-dupont-thin').replace('Permis B.', 'Anglais professionnel (TOEIC 880). Permis B.');
    const check = (letter: string) => findUnsupportedClaims({ resume, letter, language: 'french' });
    expect(check('Je parle un anglais courant.')).toEqual(['anglais courant']);
    expect(check('Je suis parfaitement bilingue.')).toEqual(['parfaitement bilingue']);
    expect(check('Je parle un anglais professionnel, validé par le TOEIC.')).toEqual([]);
    expect(check('Le poste demande un anglais courant.')).toEqual([]);
  });
});

// A requirement the company's presentation also names ('mobile library'), and a place whose name holds an ordinary word.
const LIBRARY_POSTING = [
  'Library Assistant | Lunesdale Libraries | Kendal',
  'Location: Kendal Library, with some cover on the mobile library',
  'About Lunesdale Libraries',
  'Our 9 libraries and mobile library are free, welcoming spaces at the heart of their communities.',
  'The role',
  '- help customers use the public computers',
  '- shelve returned stock',
  'Desirable: a driving licence (category C1) to drive the mobile library.',
].join('\n');
const LIBRARY_RESUME = [
  'Eleanor Whitlock',
  'Library Volunteer – Kendal Library (Sept 2025 – present)',
  '- Shelving returned books, helping customers with public computers',
  'Customer Assistant – Boots, Kendal (2019 – 2023)',
].join('\n');

describe('findUnsupportedClaims and the company’s presentation', () => {
  const library = (letter: string) => findUnsupportedClaims({ resume: LIBRARY_RESUME, posting: LIBRARY_POSTING, letter, language: 'english' });

  it('reads a requirement whose words hold the place’s ordinary word', () => {
    expect(library('I have driven the mobile library every week.')).toEqual(['mobile library']);
  });

  it('takes a quoted requirement as the candidate’s when the candidate’s words join the quotation', () => {
    expect(library('Your 9 libraries and mobile library are free, welcoming spaces at the heart of their communities, the kind of place where I wish to continue my career.')).toEqual(['mobile library']);
    expect(library('Knowing that your 9 libraries and mobile library are free, welcoming spaces at the heart of their communities gives this role meaning for me.')).toEqual(['mobile library']);
  });

  it('leaves a quotation alone in its sentence to the employer', () => {
    expect(library('As your advertisement states, your 9 libraries and mobile library are free, welcoming spaces at the heart of their communities.')).toEqual([]);
  });
});
