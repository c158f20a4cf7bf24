import { describe, expect, it } from 'vitest';
import { readPosting, readResume } from '../fixtures/read-fixture.ts';
import type { Language } from '../rules/limits.ts';
import { analyzeAts, type AtsKeyword } from './analyze-ats.ts';

function weights(keywords: readonly AtsKeyword[]): Map<string, AtsKeyword['weight']> {
  return new Map(keywords.map((keyword) => [keyword.term, keyword.weight]));
}

// What a recruiter reading each fixture posting would list: required skills from the profile and
// mission sections, nice-to-haves from 'Un plus' / 'idéalement' / 'Nice to have' / 'Bonus', and
// words that must not become keywords (benefits, company name, contract).
const POSTINGS: ReadonlyArray<{ fixture: string; language: Language; required: string[]; nice: string[]; absent: string[] }> = [
  {
    fixture: 'fr-developpeur-full-stack',
    language: 'french',
    required: ['React', 'Node.js', 'TypeScript', 'PostgreSQL', 'SQL', 'CI/CD', 'tests automatisés', 'Scrum', 'Bac+5', 'anglais courant', 'autonomie', 'rigueur', "esprit d'équipe"],
    nice: ['Docker', 'Kubernetes', 'AWS', 'SaaS'],
    absent: ['Meditrack', 'CDI', 'télétravail', 'Tickets'],
  },
  {
    fixture: 'fr-marketing-digital',
    language: 'french',
    required: ['marketing digital', 'Google Ads', 'Meta Ads', 'SEO', 'Shopify', 'réseaux sociaux', 'KPI', 'reporting', 'Google Analytics', 'Master', 'Pack Office', 'créativité'],
    nice: ['Figma', 'Photoshop', 'HubSpot', 'anglais courant'],
    absent: ['Maison Lumen', 'Swile', 'Navigo', 'CDI'],
  },
  {
    fixture: 'fr-comptable',
    language: 'french',
    required: ['comptabilité', 'TVA', 'clôtures comptables', 'trésorerie', 'contrôle de gestion', 'BTS', 'DCG', 'Excel', 'rigueur', 'autonomie'],
    nice: ['Sage'],
    absent: ['Groupe Verdier', 'RTT', 'CDI'],
  },
  {
    fixture: 'fr-chef-de-projet-logistique',
    language: 'french',
    required: ['gestion de projet', 'logistique', 'KPI', 'Lean', 'Bac+5', 'supply chain', 'WMS', 'Pack Office', 'anglais courant', 'leadership', "capacité d'adaptation", "sens de l'écoute"],
    nice: ['SAP', 'e-commerce', 'B2B'],
    absent: ['Transalp', 'CDI'],
  },
  {
    fixture: 'en-backend-engineer',
    language: 'english',
    required: ['Go', 'Python', 'PostgreSQL', 'Kafka', 'microservices', 'CI/CD', 'Docker', 'Kubernetes', 'REST API', 'English', 'communication'],
    nice: ['AWS', 'Google Cloud', 'Terraform'],
    absent: ['Finch', 'London'],
  },
  {
    fixture: 'en-marketing-manager',
    language: 'english',
    required: ['B2B', 'SaaS', 'HubSpot', 'Google Ads', 'LinkedIn', 'Google Analytics', 'KPIs', "Bachelor's degree"],
    nice: ['Salesforce', 'content marketing', 'SEO'],
    absent: ['Brightwave', 'Manchester'],
  },
  {
    fixture: 'en-data-analyst',
    language: 'english',
    required: ['Power BI', 'SQL', 'Python', 'Pandas', 'Excel', 'Tableau', 'data analysis', 'reporting', 'rigour', 'communication'],
    nice: ["Master's degree", 'dbt', 'Snowflake', 'fluent French', 'German'],
    absent: ['Northwind', 'Dublin', 'Ireland'],
  },
];

describe('analyzeAts keywords on real postings', () => {
  it.each(POSTINGS)('finds the required and nice-to-have terms of $fixture', ({ fixture, language, required, nice, absent }) => {
    const { keywords } = analyzeAts({ posting: readPosting(fixture), resume: '', language });
    const found = weights(keywords);
    for (const term of required) expect([term, found.get(term)]).toEqual([term, 'required']);
    for (const term of nice) expect([term, found.get(term)]).toEqual([term, 'nice']);
    for (const term of absent) expect(keywords.some((keyword) => keyword.term.includes(term))).toBe(false);
  });

  it('lists required keywords before nice-to-have ones', () => {
    const { keywords } = analyzeAts({ posting: readPosting('fr-developpeur-full-stack'), resume: '', language: 'french' });
    const firstNice = keywords.findIndex((keyword) => keyword.weight === 'nice');
    expect(keywords.slice(firstNice).every((keyword) => keyword.weight === 'nice')).toBe(true);
  });

  it('labels bilingual concepts in the letter language', () => {
    const posting = 'Profil : gestion de projet, anglais courant.';
    const english = analyzeAts({ posting, resume: '', language: 'english' }).keywords.map((keyword) => keyword.term);
    expect(english).toEqual(['project management', 'fluent English']);
  });
});

describe('analyzeAts score', () => {
  // Each CV fixture against the posting it was written for, and one mismatch.
  it.each([
    ['fr-camille-martin', 'fr-developpeur-full-stack', 'french', 60, 80],
    ['fr-julien-moreau', 'fr-chef-de-projet-logistique', 'french', 55, 80],
    ['fr-sarah-benali', 'fr-marketing-digital', 'french', 60, 85],
    ['en-daniel-okafor', 'en-backend-engineer', 'english', 65, 85],
    ['en-emily-clarke', 'en-data-analyst', 'english', 50, 75],
    ['fr-thomas-petit', 'fr-comptable', 'french', 0, 15],
    ['en-emily-clarke', 'en-marketing-manager', 'english', 0, 20],
  ] as const)('scores %s against %s between %i and %i', (resume, posting, language, min, max) => {
    const { score } = analyzeAts({ posting: readPosting(posting), resume: readResume(resume), language });
    expect(score).toBeGreaterThanOrEqual(min);
    expect(score).toBeLessThanOrEqual(max);
  });

  it('weighs required keywords twice as much as nice-to-have ones', () => {
    const posting = 'Profil recherché\n- React indispensable\n\nUn plus\n- Docker';
    expect(analyzeAts({ posting, resume: 'React', language: 'french' }).score).toBe(67);
    expect(analyzeAts({ posting, resume: 'Docker', language: 'french' }).score).toBe(33);
    expect(analyzeAts({ posting, resume: 'React et Docker', language: 'french' }).score).toBe(100);
  });

  it('counts keywords found in the letter when a letter is given, and reports where each was found', () => {
    const posting = 'Compétences requises : React, Node.js, SQL.';
    const withoutLetter = analyzeAts({ posting, resume: 'React, Node.js et SQL.', language: 'french' });
    expect(withoutLetter.keywords.every((keyword) => keyword.inLetter === null)).toBe(true);
    const withLetter = analyzeAts({ posting, resume: 'Je développe en React.', letter: 'J’utilise React et Node.js au quotidien.', language: 'french' });
    expect(withLetter.keywords).toEqual([
      { term: 'React', weight: 'required', inResume: true, inLetter: true },
      { term: 'Node.js', weight: 'required', inResume: false, inLetter: true },
      { term: 'SQL', weight: 'required', inResume: false, inLetter: false },
    ]);
    expect(withLetter.score).toBe(67);
  });

  it('scores 0 for a posting without any keyword', () => {
    expect(analyzeAts({ posting: 'Rejoignez une équipe sympathique.', resume: 'React', language: 'french' })).toEqual({ score: 0, keywords: [] });
  });

  it('is deterministic', () => {
    const input = { posting: readPosting('en-backend-engineer'), resume: readResume('en-daniel-okafor'), language: 'english' as const };
    expect(analyzeAts(input)).toEqual(analyzeAts(input));
  });
});

describe('analyzeAts with what the user corrected of the reading', () => {
  const posting = [
    'Serveur / Serveuse (H/F) – CDI – Lyon',
    '',
    'Notre brasserie recherche un serveur pour son équipe de salle.',
    '',
    'Profil recherché :',
    "- Maîtrise de l'encaissement sur caisse tactile",
    '- Anglais courant apprécié',
    '- Permis B',
  ].join('\n');
  const resume = 'Serveur, Café du Rhône, Lyon\n- Encaissement sur caisse tactile';
  const terms = (analysis: ReturnType<typeof analyzeAts>) => analysis.keywords.map((keyword) => keyword.term);

  it('asks no keyword of a requirement the user unticked, and scores without it', () => {
    const asRead = analyzeAts({ posting, resume, language: 'french' });
    expect(terms(asRead)).toEqual(expect.arrayContaining(['anglais courant', 'permis B']));
    const corrected = analyzeAts({ posting, resume, language: 'french', overrides: { droppedRequirements: ['Anglais courant apprécié', 'Permis B'] } });
    expect(terms(corrected)).not.toContain('anglais courant');
    expect(terms(corrected)).not.toContain('permis B');
    expect(corrected.keywords.length).toBe(asRead.keywords.length - 2);
    expect(corrected.score).toBeGreaterThan(asRead.score);
  });

  it('still asks a term the posting names outside the requirement unticked', () => {
    const twice = `${posting}\n\nMissions :\n- Accueil des clients en anglais courant`;
    const corrected = analyzeAts({ posting: twice, resume, language: 'french', overrides: { droppedRequirements: ['Anglais courant apprécié'] } });
    expect(terms(corrected)).toContain('anglais courant');
  });
});
