import { describe, expect, it } from 'vitest';
import { readPosting, readResume } from '../fixtures/read-fixture.ts';
import { countWords } from '../text/tokenize.ts';
import { verificationContext } from './verification-context.ts';
import { verifyLetter } from './verify-letter.ts';

const CAMILLE = verificationContext({ resume: readResume('fr-camille-martin'), jobPosting: readPosting('fr-developpeur-full-stack'), language: 'french' });

// A letter a recruiter would keep: every fact is in Camille's CV, and it names Meditrack and the post.
const HEAD = [
  'Camille Martin',
  '12 rue de la République, 69002 Lyon',
  'Meditrack\nService des ressources humaines',
  'Lyon, le 15 mars 2026',
  'Objet : Candidature au poste de Développeur Full Stack React / Node.js',
  'Madame, Monsieur,',
];
const BODY = [
  "Votre plateforme aide 1 200 cabinets médicaux à organiser le suivi de leurs patients, et c'est ce lien direct entre le code et le soin qui m'attire chez Meditrack. Vous cherchez une développeuse capable de faire vivre une application React et une API Node.js : c'est exactement le travail que je mène depuis cinq ans.",
  "Chez Cloudia, à Lyon, j'ai refondu l'espace client en React et TypeScript ; il sert aujourd'hui 40 000 clients chaque mois. J'ai aussi réduit de 35 % le temps de chargement des pages grâce au rendu côté serveur, et conçu une API REST en Node.js et PostgreSQL qui traite deux millions de requêtes par jour. Pour que ces évolutions restent sûres, j'ai mis en place les tests automatisés et la chaîne CI/CD sur GitLab, une pratique que vous attendez de votre future recrue.",
  "Auparavant, à l'Agence Pixel, j'ai développé quinze sites e-commerce avec Symfony et Vue.js, puis migré leur hébergement vers Docker, ce qui a divisé par deux le temps de mise en production. J'y ai appris à livrer vite sans sacrifier la qualité, en travaillant en Scrum avec des revues de code régulières.",
  "Titulaire d'un master en informatique de l'Université Claude Bernard Lyon 1, je lis et j'écris la documentation technique dans un anglais courant, ce qui facilitera vos échanges avec vos partenaires.",
  "Rejoindre Meditrack, ce serait mettre cette expérience au service d'un produit utile aux soignants : fiabiliser l'application, accélérer les écrans que les secrétariats utilisent toute la journée, et partager avec l'équipe produit mes habitudes de tests et de revue. Je serais heureuse d'échanger avec vous sur vos projets lors d'un entretien, à la date qui vous conviendra.",
];
const CLOSING = ["Je vous prie d'agréer, Madame, Monsieur, l'expression de mes salutations distinguées.", 'Camille Martin'];
const GOOD = [...HEAD, ...BODY, ...CLOSING].join('\n\n');

const codes = (letter: string, context = CAMILLE) => verifyLetter(letter, context).map((failure) => failure.code);

describe('verifyLetter', () => {
  it('passes a letter that follows every rule', () => {
    expect(countWords(GOOD)).toBeGreaterThanOrEqual(300);
    expect(verifyLetter(GOOD, CAMILLE)).toEqual([]);
  });

  it('fails a letter that is too short, and one that is too long', () => {
    const short = [...HEAD, BODY[0], ...CLOSING].join('\n\n');
    expect(codes(short)).toEqual(['length']);
    expect(verifyLetter(short, CAMILLE)[0]?.message).toBe(`La lettre compte ${countWords(short)} mots : elle devrait en compter entre 300 et 400.`);
    const more =
      "Au quotidien, je veille à documenter chaque choix technique pour que l'équipe puisse reprendre le code sans effort. Je relis les demandes de fusion de mes collègues avec soin, je propose des améliorations concrètes et j'accepte volontiers les critiques sur mon propre travail. Cette culture de la revue, que j'ai construite chez Cloudia comme à l'Agence Pixel, me semble essentielle dans une équipe produit qui grandit vite et qui livre souvent. Je partage aussi volontiers mes outils de test avec les nouveaux arrivants, pour qu'ils gagnent en confiance dès leurs premières semaines.";
    const long = [...HEAD, ...BODY, more, ...CLOSING].join('\n\n');
    expect(countWords(long)).toBeGreaterThan(400);
    expect(codes(long)).toEqual(['length']);
    expect(verifyLetter(long, CAMILLE)[0]?.instruction).toMatch(/raccourcis-la à 400 mots au plus/);
  });

  it('fails a letter written in the other language, and a French letter that pastes an English bullet', () => {
    const english = GOOD.replace(BODY[1] ?? '', 'Within Cloudia I rebuilt the customer area in React and TypeScript, which is now used by 40,000 customers every month, and I built a REST API in Node.js and PostgreSQL.');
    expect(codes(english)).toContain('language');
    expect(verifyLetter(english, CAMILLE).find((failure) => failure.code === 'language')?.message).toBe('Un paragraphe de la lettre n’est pas en français.');
    const wholeEnglish = verificationContext({ resume: CAMILLE.resume, jobPosting: CAMILLE.posting, language: 'english' });
    expect(verifyLetter(GOOD, wholeEnglish).find((failure) => failure.code === 'language')).toMatchObject({
      message: 'La lettre est écrite en français au lieu de l’anglais.',
      instruction: expect.stringMatching(/^Write the whole letter in English/),
    });
  });

  it('flags what the CV does not support, and tells the model to remove it', () => {
    const invented = GOOD.replace('Docker, ce qui', 'Docker et Kubernetes, ce qui');
    expect(verifyLetter(invented, CAMILLE)).toEqual([
      {
        code: 'unsupported_claim',
        message: 'La lettre cite des éléments absents de votre CV : Kubernetes.',
        instruction: 'Retire cet élément, absent du CV : Kubernetes. Ne prétends pas le maîtriser ; appuie-toi sur ce que le CV montre.',
      },
    ]);
  });

  it('flags what the posting asks and the CV lacks when the letter claims it, not when it speaks of the employer', () => {
    const posting = CAMILLE.posting.replace('- Participer aux', '- Suivre la qualité de service dans Datadog, notre outil de supervision.\n- Participer aux');
    const context = verificationContext({ resume: CAMILLE.resume, jobPosting: posting, language: 'french' });
    const claimed = GOOD.replace("J'y ai appris", "J'y ai supervisé la production dans Datadog. J'y ai appris");
    expect(verifyLetter(claimed, context).find((failure) => failure.code === 'unsupported_claim')?.message).toBe(
      'La lettre cite des éléments absents de votre CV : Datadog.',
    );
    const employer = GOOD.replace("J'y ai appris", "Je sais que votre équipe supervise la production dans Datadog, que je serais ravie de découvrir. J'y ai appris");
    expect(codes(employer, context)).not.toContain('unsupported_claim');
  });

  it('flags an age read as a job and a licence stated as a skill, and tells the model to rewrite them', () => {
    const jean = verificationContext({ resume: readResume('fr-jean-dupont-thin'), jobPosting: CAMILLE.posting, language: 'french' });
    const letter = "Jean Dupont\n\nMadame, Monsieur,\n\nJ'occupe actuellement le poste de 24 ans à la Brasserie du Port, et je dispose de compétences en permis B.";
    expect(verifyLetter(letter, jean).find((failure) => failure.code === 'absurd_statement')).toEqual({
      code: 'absurd_statement',
      message: 'La lettre contient des formulations qui ne veulent rien dire : « poste de 24 ans » et « compétences en permis B ».',
      instruction:
        "Réécris ces passages : « poste de 24 ans » et « compétences en permis B ». Un âge n'est ni un poste ni une durée d'expérience ; un test, une carte ou un permis n'est ni une compétence ni un poste : cite-les tels que le CV les donne.",
    });
    expect(codes(GOOD)).not.toContain('absurd_statement');
  });

  it('requires the company and the position the posting names, in any gender', () => {
    const anonymous = GOOD.replaceAll('Meditrack', 'votre entreprise').replace('Meditrack\nService', 'Service');
    expect(codes(anonymous)).toEqual(['company']);
    const feminine = GOOD.replace('Développeur Full Stack React / Node.js', 'Développeuse Full Stack');
    expect(codes(feminine)).toEqual([]);
    const noPosition = GOOD.replace('Objet : Candidature au poste de Développeur Full Stack React / Node.js', 'Objet : Candidature spontanée');
    expect(codes(noPosition)).toEqual(['position']);
  });

  it('checks nothing the CV or the posting does not give', () => {
    const bare = verificationContext({ resume: "Je m'appelle Léa et je cherche un emploi de développeuse web à Lyon.", jobPosting: 'Nous cherchons quelqu’un de motivé.', language: 'french' });
    expect(bare).toMatchObject({ name: null, company: null, position: null });
    expect(codes(GOOD, bare).filter((code) => ['name', 'signature', 'company', 'position'].includes(code))).toEqual([]);
  });

  it('requires the greeting, the closing formula and the signature of the letter’s language', () => {
    expect(codes(GOOD.replace('Madame, Monsieur,\n\n', ''))).toEqual(['greeting']);
    expect(codes(GOOD.replace(CLOSING[0] ?? '', 'Merci de votre attention et de votre temps pour cette candidature.'))).toEqual(['closing']);
    expect(codes(GOOD.replace(/\n\nCamille Martin$/, ''))).toEqual(['signature']);
    expect(codes(GOOD.replaceAll('Camille Martin', 'Camille'))).toEqual(['name']);
  });

  it('flags a letter that speaks of an AI, unless the CV itself names the tool', () => {
    const confession = GOOD.replace('Madame, Monsieur,', "Madame, Monsieur,\n\nEn tant qu'IA, je ne peux pas postuler moi-même, mais voici une lettre.");
    const failure = verifyLetter(confession, CAMILLE).find((found) => found.code === 'ai_mention');
    expect(failure?.message).toBe("La lettre mentionne une intelligence artificielle (« En tant qu'IA ») : retirez ce passage.");
    const chatGpt = GOOD.replace("J'y ai appris", "J'y ai intégré l'API de ChatGPT. J'y ai appris");
    expect(codes(chatGpt)).toContain('ai_mention');
    const builtOnIt = verificationContext({ resume: `${CAMILLE.resume}\n- Assistant de rédaction branché sur ChatGPT`, jobPosting: CAMILLE.posting, language: 'french' });
    expect(codes(chatGpt, builtOnIt)).not.toContain('ai_mention');
  });

  it('flags a gap left to fill and a sentence written twice', () => {
    expect(codes(GOOD.replace('Lyon, le 15 mars 2026', '[Ville], le [Date]'))).toEqual(['placeholder']);
    const pixel = "Auparavant, à l'Agence Pixel, j'ai développé quinze sites e-commerce avec Symfony et Vue.js, puis migré leur hébergement vers Docker, ce qui a divisé par deux le temps de mise en production.";
    const twice = GOOD.replace('à la date qui vous conviendra.', `à la date qui vous conviendra. ${pixel}`);
    expect(verifyLetter(twice, CAMILLE)).toEqual([
      {
        code: 'repeated_sentence',
        message: "Une phrase apparaît deux fois dans la lettre (« Auparavant, à l'Agence Pixel, j'ai développé quinze sites e-commerce avec… »).",
        instruction: `Cette phrase apparaît deux fois : « ${pixel} ». Garde-la une seule fois et remplace l'autre par un autre fait du CV.`,
      },
    ]);
  });

  it('words the instructions in English for an English letter, and checks English conventions', () => {
    const daniel = verificationContext({ resume: readResume('en-daniel-okafor'), jobPosting: readPosting('en-data-analyst'), language: 'english' });
    const letter = ['Daniel Okafor', 'Dear Hiring Manager,', 'I would like to apply for the Data Analyst role at Northwind Analytics.', 'Kind regards,\nDaniel Okafor'].join('\n\n');
    const failures = verifyLetter(letter, daniel);
    expect(failures.map((failure) => failure.code)).toEqual(['length']);
    expect(failures[0]?.instruction).toMatch(/^The letter has only \d+ words: expand it to 300–400 words/);
    expect(verifyLetter(letter.replace('Dear Hiring Manager,', 'Madame, Monsieur,').replace('Kind regards,', 'Cordialement,'), daniel).map((failure) => failure.code)).toEqual([
      'length',
      'greeting',
      'closing',
    ]);
  });
});
