/// <reference types="node" />
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Language } from '../rules/limits.ts';
import { analyzeAts, type AtsKeyword } from './analyze-ats.ts';
import { STOPWORDS_EN } from './stopwords-en.ts';
import { STOPWORDS_FR } from './stopwords-fr.ts';
import { foldText } from '../text/fold.ts';
import { stem } from '../text/stem.ts';
import { DICTIONARY } from './dictionary/index.ts';

// Curated labels may hold any word ('esprit d'équipe'); the posting's own phrases may not.
const LABELS = new Set(DICTIONARY.flatMap((entry) => [entry.label, entry.labelEn ?? entry.label]));

/**
 * A realistic posting and CV of one trade, with what a recruiter reading both would expect the ATS
 * analysis to list (fixtures/domain-cases/<trade>.json, the texts kept as arrays of lines).
 */
type DomainCase = {
  name: string;
  language: Language;
  posting: string;
  resume: string;
  /** Keywords (as shown) the analysis must list and find in the CV. */
  matched: readonly string[];
  /** Keywords (as shown) the analysis must list and not find in the CV. */
  missing: readonly string[];
  /** Of those, the ones only asked as a plus. */
  nice?: readonly string[];
  /** Words that must not appear in any keyword (company, benefits, contract, places). */
  absent: readonly string[];
};

type DomainFile = { domain: string; cases: Array<Omit<DomainCase, 'posting' | 'resume'> & { posting: string[]; resume: string[] }> };

const FOLDER = new URL('../fixtures/domain-cases/', import.meta.url);
const DOMAIN_CASES: Record<string, DomainCase[]> = Object.fromEntries(
  readdirSync(FOLDER)
    .sort()
    .map((file) => JSON.parse(readFileSync(new URL(file, FOLDER), 'utf8')) as DomainFile)
    .map(({ domain, cases }) => [domain, cases.map((domainCase) => ({ ...domainCase, posting: domainCase.posting.join('\n'), resume: domainCase.resume.join('\n') }))]),
);

const CASES = Object.entries(DOMAIN_CASES).flatMap(([domain, cases]) => cases.map((domainCase) => ({ domain, ...domainCase })));

// One spelling whatever the case, accents or plural ('Gestion des stocks' = 'gestion du stock').
function spelling(term: string): string {
  return foldText(term)
    .split(/[^a-z0-9+#&/]+/)
    .filter((word) => word.length > 0 && !['de', 'des', 'du', 'la', 'le', 'les', 'l', 'd', 'of', 'the'].includes(word))
    .map(stem)
    .join(' ');
}

function found(keywords: readonly AtsKeyword[], term: string): AtsKeyword | undefined {
  return keywords.find((keyword) => keyword.term === term);
}

describe('analyzeAts beyond tech: realistic postings and CVs of each trade, French and English', () => {
  it('covers every trade in both languages', () => {
    for (const cases of Object.values(DOMAIN_CASES)) {
      expect(new Set(cases.map((domainCase) => domainCase.language))).toEqual(new Set(['french', 'english']));
    }
  });

  it.each(CASES)('$domain: $name', ({ posting, resume, language, matched, missing, nice = [], absent }) => {
    const { keywords } = analyzeAts({ posting, resume, language });
    for (const term of matched) expect([term, found(keywords, term)?.inResume]).toEqual([term, true]);
    for (const term of missing) expect([term, found(keywords, term)?.inResume]).toEqual([term, false]);
    for (const term of nice) expect([term, found(keywords, term)?.weight]).toEqual([term, 'nice']);
    for (const word of absent) expect([word, keywords.filter((keyword) => foldText(keyword.term).includes(foldText(word)))]).toEqual([word, []]);
  });

  it.each(CASES)('$domain: lists clean keywords for $name', ({ posting, resume, language }) => {
    const { keywords } = analyzeAts({ posting, resume, language });
    const spellings = keywords.map((keyword) => spelling(keyword.term));
    expect(new Set(spellings).size).toBe(spellings.length);
    for (const { term } of keywords.slice(1).filter((keyword) => !LABELS.has(keyword.term))) {
      const words = foldText(term).split(/[^a-z0-9+#&/]+/).filter(Boolean);
      const edges = [words[0] ?? '', words[words.length - 1] ?? ''];
      // No phrase opens or closes on a stopword, and none runs into a sentence.
      if (words.length > 1) expect([term, edges.filter((word) => STOPWORDS_FR.has(word) || STOPWORDS_EN.has(word))]).toEqual([term, []]);
      expect([term, words.length <= 6]).toEqual([term, true]);
    }
    const firstNice = keywords.findIndex((keyword) => keyword.weight === 'nice');
    if (firstNice >= 0) expect(keywords.slice(firstNice).every((keyword) => keyword.weight === 'nice')).toBe(true);
  });

  it('ranks a term the posting repeats above one it names once', () => {
    const posting = [
      'Vos missions',
      '- Préparation de commandes en zone froide',
      '- Chargement des camions',
      '- Préparation de commandes urgentes le samedi',
      '- Contrôle des préparations de commandes',
    ].join('\n');
    const terms = analyzeAts({ posting, resume: '', language: 'french' }).keywords.map((keyword) => keyword.term);
    expect(terms.indexOf('préparation de commandes')).toBeLessThan(terms.indexOf('chargement et déchargement'));
  });

  it('takes multi-word terms from the requirement lines, not from the company presentation', () => {
    const posting = [
      'Atelier Durand, entreprise familiale de menuiserie sur mesure, recrute un poseur.',
      '',
      'Profil recherché',
      "- Montage d'escaliers en chêne et de garde-corps vitrés",
    ].join('\n');
    const terms = analyzeAts({ posting, resume: '', language: 'french' }).keywords.map((keyword) => keyword.term);
    expect(terms).toEqual(expect.arrayContaining(["montage d'escaliers en chêne", 'garde-corps vitrés']));
    expect(terms).not.toContain('menuiserie sur mesure');
    expect(terms.find((term) => term.includes('familiale'))).toBeUndefined();
  });

  it('matches a phrase in a CV that says it in other words of the same meaning, in either language and any order', () => {
    const posting = 'Missions\n- Suivi des paiements fournisseurs\n- Contrôle des plans de tables';
    const inResume = (resume: string) =>
      analyzeAts({ posting, resume, language: 'french' }).keywords.map((keyword) => [keyword.term, keyword.inResume]);
    expect(inResume('Supplier payments follow-up; table plans checked before every event.')).toEqual([
      ['suivi des paiements fournisseurs', true],
      ['contrôle des plans de tables', true],
    ]);
    expect(inResume('Plans de tables des mariages ; suivi des fournisseurs.')).toEqual([
      ['suivi des paiements fournisseurs', false],
      ['contrôle des plans de tables', false],
    ]);
  });
});
