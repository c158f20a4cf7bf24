import { makeArticle } from '../../../test/make-article.ts';
import type { ArticleCategory } from '../../../entities/articles/model/article.ts';
import { filterArticles, foldForSearch } from './filter-articles.ts';

const articles = [
  makeArticle({
    id: 'structure',
    title: 'Structurer sa lettre : la méthode vous-moi-nous',
    excerpt: 'Trois paragraphes pour une lettre claire.',
    tags: ['Méthode', 'Rédaction'],
    category: 'Conseils',
  }),
  makeArticle({
    id: 'ats',
    title: 'Optimiser sa candidature pour les logiciels ATS',
    excerpt: 'Comment ces outils lisent les dossiers des candidats.',
    tags: ['Mots-clés', 'Recrutement'],
    category: 'Stratégies',
  }),
  makeArticle({
    id: 'reconversion',
    title: 'Changer de métier',
    excerpt: 'Mettre du cœur à l’ouvrage quand on part de zéro.',
    tags: ['Reconversion', 'Compétences transférables'],
    category: 'Stratégies',
  }),
  makeArticle({
    id: 'ia',
    title: 'Lettre de motivation et IA',
    excerpt: 'Ce que les recruteurs remarquent.',
    tags: ['Tendances'],
    category: 'Actualités',
  }),
];

const ids = (query: string, category: ArticleCategory | null = null) =>
  filterArticles(articles, { query, category }).map((article) => article.id);

// docs/product.md §2: the search covers title, excerpt or tag; the extra rows say how readers actually type.
const cases: { query: string; category?: ArticleCategory | null; expected: string[]; why: string }[] = [
  { query: '', expected: ['structure', 'ats', 'reconversion', 'ia'], why: 'no search keeps every article' },
  { query: '   ', expected: ['structure', 'ats', 'reconversion', 'ia'], why: 'blank input counts as no search' },
  { query: 'logiciels', expected: ['ats'], why: 'a word of the title' },
  { query: 'paragraphes', expected: ['structure'], why: 'a word of the excerpt only' },
  { query: 'Recrutement', expected: ['ats'], why: 'a tag that is in neither title nor excerpt' },
  { query: 'transférables', expected: ['reconversion'], why: 'the second word of a two-word tag' },
  { query: 'methode', expected: ['structure'], why: 'accents are optional: méthode' },
  { query: 'MÉTHODE', expected: ['structure'], why: 'case and accents together' },
  { query: 'métier', expected: ['reconversion'], why: 'an accented query matches the accented word' },
  { query: 'coeur', expected: ['reconversion'], why: 'œ can be typed oe' },
  { query: 'motiv', expected: ['ia'], why: 'the start of a word is enough while typing' },
  { query: 'ats', expected: ['ats'], why: 'words only match from their start: not the "ats" of candidats' },
  { query: 'vous-moi-nous', expected: ['structure'], why: 'a hyphenated title word' },
  { query: 'lettre recruteurs', expected: ['ia'], why: 'every word must match, title and excerpt together' },
  { query: 'lettre zèbre', expected: [], why: 'one unknown word is enough to exclude' },
  { query: 'introuvable', expected: [], why: 'nothing matches' },
  { query: '', category: 'Stratégies', expected: ['ats', 'reconversion'], why: 'a tab alone keeps its category' },
  { query: 'mots-clés', category: 'Stratégies', expected: ['ats'], why: 'search within a tab' },
  { query: 'lettre', category: 'Stratégies', expected: [], why: 'a match outside the tab is not shown' },
  { query: '', category: 'Témoignages', expected: [], why: 'an empty category' },
];

describe('filterArticles', () => {
  it.each(cases)('finds $expected for "$query" in $category ($why)', ({ query, category = null, expected }) => {
    expect(ids(query, category)).toEqual(expected);
  });

  it('keeps the order it was given', () => {
    const reversed = [...articles].reverse();
    expect(filterArticles(reversed, { query: '', category: 'Stratégies' }).map((a) => a.id)).toEqual([
      'reconversion',
      'ats',
    ]);
  });
});

describe('foldForSearch', () => {
  it.each([
    ['Stratégies', 'strategies'],
    ['ÉCRIRE À L’ŒIL', 'ecrire a l’oeil'],
    ['Curriculum vitæ', 'curriculum vitae'],
    ['Noël', 'noel'],
  ])('folds %s to %s', (text, folded) => {
    expect(foldForSearch(text)).toBe(folded);
  });
});
