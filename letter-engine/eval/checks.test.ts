import { describe, expect, it } from 'vitest';
import { absurdStatements, inventedClaims } from './claims.ts';
import { formatProblems, inWordRange, languageProblems } from './letter-checks.ts';
import { bodySentences } from './letter-parts.ts';
import { hasPhrase, nameKey, wordsOf } from './phrases.ts';
import { evalCaseFileSchema, type EvalCase } from './eval-case.ts';
import { readingAccuracy } from './report.ts';
import { scorePosting, type CaseScore, type LetterScore } from './score-case.ts';
import { measureStock, sharedAcrossCandidates, sharedWithOthers } from './stock-sentences.ts';
import { sharedSentences, trigramOverlap } from './versions.ts';
import { MODEL_WORD_RANGE, OFFLINE_WORD_RANGE } from './word-range.ts';

const frenchLetter = (body: string) =>
  [
    'Jean Dupont\n06 33 18 72 41',
    'Le Comptoir des Halles',
    'Dijon, le 22 novembre 2026',
    'Objet : Candidature au poste de serveur',
    'Madame, Monsieur,',
    body,
    "Je vous prie d'agréer, Madame, Monsieur, l'expression de mes salutations distinguées.",
    'Jean Dupont',
  ].join('\n\n');

describe('phrases', () => {
  it('finds a phrase whatever its case, accents, elisions and plural', () => {
    expect(hasPhrase(wordsOf("J'ai conçu 14 A/B Tests sur le panier"), 'A/B test')).toBe(true);
    expect(hasPhrase(wordsOf("suivi du dossier patient informatisé"), 'Dossier Patient Informatise')).toBe(true);
    expect(hasPhrase(wordsOf('gestion des stocks'), 'gestion de stocks')).toBe(false);
  });

  it('compares names without case, accents or spaces around separators', () => {
    expect(nameKey('Serveur/Serveuse')).toBe(nameKey(' serveur / SERVEUSE.'));
  });
});

describe('absurd statements', () => {
  it('catches the fragments turned into jobs and skills', () => {
    expect(absurdStatements("J'occupe actuellement le poste de 24 ans.", [])).toHaveLength(1);
    expect(absurdStatements("J'ai des compétences en TOEIC et une bonne pratique du permis B.", [])).toHaveLength(2);
    expect(absurdStatements('I bring strong skills in the driving licence.', [])).toHaveLength(1);
    expect(absurdStatements('Je parle anglais (courant).', ['anglais courant'])).toEqual(['anglais courant']);
  });

  it('takes the post applied for as the application, and the post held as a claim', () => {
    expect(absurdStatements('Je postule au poste de chef de cuisine au Domaine des Aubiers.', ['chef de cuisine au Domaine des Aubiers'])).toEqual([]);
    expect(absurdStatements('Dans mon poste de chef de cuisine au Domaine des Aubiers, je gère la brigade.', ['chef de cuisine au Domaine des Aubiers'])).toEqual(['chef de cuisine au Domaine des Aubiers']);
  });

  it('lets credentials be held', () => {
    expect(absurdStatements('Je suis titulaire du permis B et du CACES R489, et j’ai obtenu 880 au TOEIC.', [])).toEqual([]);
  });
});

describe('invented claims', () => {
  const french = { invented: ['Salesforce'], language: 'french', posting: '', companies: [], postingNames: [] } as const;

  it('counts a claim, with or without a pronoun, but not a sentence about the employer', () => {
    expect(inventedClaims('Je maîtrise Salesforce.', french)).toEqual(['Salesforce']);
    expect(inventedClaims('Maîtrise de Salesforce.', french)).toEqual(['Salesforce']);
    expect(inventedClaims('Votre CRM Salesforce structure la relation client.', french)).toEqual([]);
  });

  it('ignores the position and company names, and quotations of the company’s self-description', () => {
    const posting = 'Haulix is a family-run haulier with 140 vehicles, delivering chilled and ambient food to supermarkets. Chilled trailer experience is a plus.';
    const english = { invented: ['chilled', 'Go'], language: 'english', posting, companies: ['Haulix'], postingNames: ['Backend Engineer (Go)'] } as const;
    expect(inventedClaims('I am applying for the Backend Engineer (Go) role.', english)).toEqual([]);
    expect(inventedClaims('Haulix is a family-run haulier with 140 vehicles, delivering chilled and ambient food, which decided me.', english)).toEqual([]);
    expect(inventedClaims('I have driven chilled trailers for years.', english)).toEqual(['chilled']);
  });
});

describe('letter checks', () => {
  const body = 'Serveur depuis trois saisons, je connais le rythme des services du samedi soir en terrasse.';

  it('finds every French format element, and the missing ones', () => {
    expect(formatProblems(frenchLetter(body), 'french', 'Jean Dupont')).toEqual([]);
    expect(formatProblems(body, 'french', 'Jean Dupont')).toEqual(['date', 'objet', 'greeting', 'formule', 'signature']);
  });

  it('keeps only the body of a letter', () => {
    expect(bodySentences(frenchLetter(body), 'french')).toEqual([body]);
  });

  it('flags a sentence in the other language', () => {
    const pasted = 'Built twenty Power BI dashboards used every week by one hundred and fifty store managers.';
    expect(languageProblems(frenchLetter(`${body} ${body}\n\n${pasted}`), 'french')).toHaveLength(1);
  });

  it('counts words as the product does, against the range of the path', () => {
    expect(inWordRange('mot '.repeat(220), OFFLINE_WORD_RANGE)).toBe(true);
    expect(inWordRange('mot '.repeat(219), OFFLINE_WORD_RANGE)).toBe(false);
    expect(inWordRange('mot '.repeat(401), OFFLINE_WORD_RANGE)).toBe(false);
    expect(inWordRange('mot '.repeat(300), MODEL_WORD_RANGE)).toBe(true);
    expect(inWordRange('mot '.repeat(299), MODEL_WORD_RANGE)).toBe(false);
  });
});

describe('versions', () => {
  const a = frenchLetter('Je sers en salle depuis trois saisons à Quiberon. Le samedi soir ne me fait pas peur.');
  const b = frenchLetter('Trois saisons au Café de la Plage m’ont appris le service en terrasse. Le samedi soir ne me fait pas peur.');

  it('finds the sentences two versions share', () => {
    expect(sharedSentences([a, b], 'french')).toEqual(['le samedi soir ne me fait pas peur.']);
  });

  it('measures trigram overlap on the bodies', () => {
    expect(trigramOverlap(a, a, 'french')).toBe(1);
    expect(trigramOverlap(a, b, 'french')).toBeGreaterThan(0);
    expect(trigramOverlap(a, b, 'french')).toBeLessThan(1);
  });
});

describe('stock sentences', () => {
  const scoreOf = (id: string, ...letters: string[][]) =>
    ({ evalCase: { id }, letters: letters.map((sentences) => ({ sentences }) as LetterScore) }) as CaseScore;

  it('counts the sentences two candidates share, and the letters where two follow each other', () => {
    const stock = measureStock([
      scoreOf('a', ['je suis motive.', 'je sers en salle a quiberon.', 'je suis fiable.']),
      scoreOf('b', ['je suis motive.', 'je suis fiable.', 'je conduis un semi-remorque.']),
    ]);
    expect(stock).toEqual({ stock: 4, sentences: 6, lettersWithTwoInARow: 1 });
  });

  it('does not count a sentence one candidate repeats across its own versions', () => {
    expect(measureStock([scoreOf('a', ['je suis motive.'], ['je suis motive.'])]).stock).toBe(0);
  });
});

describe('sentences shared between candidates', () => {
  const scoreOf = (id: string, ...letters: string[][]) =>
    ({ evalCase: { id }, letters: letters.map((sentences) => ({ sentences }) as LetterScore) }) as CaseScore;

  it('finds a body sentence two candidates write, whatever its case, accents and punctuation, with both cases', () => {
    const scores = [
      scoreOf('fr-serveur', ['Pourquoi ne pas en parler autour d’un entretien ?', 'Je sers en salle à Quiberon depuis 2021.']),
      scoreOf('fr-cariste', ["Pourquoi ne pas en parler autour d'un entretien?", 'Je conduis un chariot R489 chez Géodis.']),
    ];
    const shared = sharedAcrossCandidates(scores);
    expect([...shared.values()]).toEqual([{ sentence: 'Pourquoi ne pas en parler autour d’un entretien ?', cases: ['fr-serveur', 'fr-cariste'] }]);
    expect(sharedWithOthers(scores[1]?.letters[0] as LetterScore, 'fr-cariste', shared)).toEqual([
      { sentence: "Pourquoi ne pas en parler autour d'un entretien?", otherCase: 'fr-serveur' },
    ]);
  });

  it('lets one candidate repeat a sentence across its versions, and two candidates write different facts', () => {
    const scores = [scoreOf('fr-serveur', ['Je sers en salle à Quiberon.'], ['Je sers en salle à Quiberon.']), scoreOf('fr-barman', ['Je sers au bar à Quiberon.'])];
    expect(sharedAcrossCandidates(scores).size).toBe(0);
  });

  it('leaves the greeting and the closing formula out: they are no body sentences', () => {
    const a = frenchLetter('Je sers en salle à Quiberon depuis trois saisons.');
    const b = frenchLetter('Je conduis un semi-remorque frigorifique depuis 2019.');
    const scores = [scoreOf('a', bodySentences(a, 'french')), scoreOf('b', bodySentences(b, 'french'))];
    expect(bodySentences(a, 'french')).not.toContain('Madame, Monsieur,');
    expect(sharedAcrossCandidates(scores).size).toBe(0);
  });
});

describe('the first reading, field by field', () => {
  const posting = 'Vendeur (H/F) – CDD de 6 mois – Quimper\nCarrefour recrute un vendeur pour son rayon bricolage.\n\nMissions :\n- Conseil client et vente';
  const resume = 'Yann Le Roux\n12 rue de Brest, 29000 Quimper\n\nEXPÉRIENCE\nVendeur — Leclerc · 2021 – 2025\n• Mise en rayon';
  const caseWith = (id: string, expected: Record<string, unknown>): EvalCase => ({
    id,
    resume,
    posting,
    ...evalCaseFileSchema.parse({
      about: 'A seller in a DIY aisle.',
      profession: 'retail-sales',
      layouts: ['title-contract-city-then-company'],
      resumeStyle: 'headed',
      resumeLanguage: 'french',
      tone: 'formal',
      expected: { language: 'french', company: 'Carrefour', position: 'Vendeur', name: 'Yann Le Roux', keywords: ['conseil client'], invented: ['Excel'], absurd: [], ...expected },
    }),
  });
  const scored = (evalCase: EvalCase) => ({ evalCase, posting: scorePosting(evalCase) }) as CaseScore;

  it('scores what the steps pre-fill: company, position, place, contract and the candidate’s name', () => {
    const { posting: read } = scored(caseWith('stated', { place: 'Quimper', contract: ['CDD de 6 mois', 'CDD'] }));
    expect(read.company).toEqual({ expected: ['Carrefour'], found: 'Carrefour', right: true });
    expect(read.place).toEqual({ expected: ['Quimper'], found: 'Quimper', right: true });
    expect(read.contract).toMatchObject({ found: 'CDD de 6 mois', right: true });
    expect(read.name).toEqual({ expected: ['Yann Le Roux'], found: 'Yann Le Roux', right: true });
  });

  it('counts a place or a contract only for the cases that state it, an empty field right when none is expected', () => {
    const scores = [
      scored(caseWith('silent', {})),
      scored(caseWith('right', { place: 'Quimper', contract: 'CDD de 6 mois' })),
      scored(caseWith('wrong', { place: 'Brest', contract: null })),
      scored(caseWith('no-name', { name: null })),
    ];
    expect(scores[0]?.posting.place).toBeNull();
    expect(readingAccuracy(scores)).toEqual([
      { field: 'company', label: 'Entreprise', right: 4, stated: 4 },
      { field: 'position', label: 'Poste', right: 4, stated: 4 },
      { field: 'place', label: 'Lieu', right: 1, stated: 2 },
      { field: 'contract', label: 'Contrat', right: 1, stated: 2 },
      { field: 'name', label: 'Nom du candidat', right: 3, stated: 4 },
    ]);
  });
});
