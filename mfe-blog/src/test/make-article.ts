import type { Article } from '../entities/articles/model/article.ts';

/** A minimal article for unit tests, so their tables do not change when the blog's real content does. */
export function makeArticle(overrides: Partial<Article> & Pick<Article, 'id'>): Article {
  return {
    title: `Titre ${overrides.id}`,
    excerpt: `Résumé ${overrides.id}`,
    content: [{ type: 'paragraph', text: 'Texte.' }],
    author: 'Auteur Test',
    date: '2026-01-01',
    readingTime: 1,
    image: { palette: 'brand', motif: 'structure' },
    tags: [],
    category: 'Conseils',
    ...overrides,
  };
}
