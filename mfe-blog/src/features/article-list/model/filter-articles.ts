import type { Article, ArticleCategory } from '../../../entities/articles/model/article.ts';

export type ArticleFilter = {
  /** What the reader typed in the search box. */
  query: string;
  /** Category of the selected tab; null for 'Tous'. */
  category: ArticleCategory | null;
};

/** Lower-case, without accents, with œ/æ spelled out: 'Stratégie', 'STRATEGIE' and 'strategie' all compare equal. */
export function foldForSearch(text: string): string {
  return (
    text
      .toLocaleLowerCase('fr-FR')
      .normalize('NFD')
      // Combining marks left by NFD: the accents themselves (é → e + U+0301).
      .replace(/[\u0300-\u036f]/g, '')
      // NFD leaves ligatures whole; French readers type 'coeur' for 'cœur'.
      .replace(/œ/g, 'oe')
      .replace(/æ/g, 'ae')
  );
}

function words(text: string): string[] {
  return foldForSearch(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/**
 * The articles of `filter.category` (all when null) whose title, excerpt or tags match every word typed.
 * A typed word matches a word that starts with it, not any substring: 'ATS' must find the ATS article, not
 * every excerpt that mentions 'candidats'. Order is kept.
 */
export function filterArticles(articles: readonly Article[], filter: ArticleFilter): Article[] {
  const typed = words(filter.query);
  return articles.filter((article) => {
    if (filter.category !== null && article.category !== filter.category) return false;
    if (typed.length === 0) return true;
    const searchable = [article.title, article.excerpt, ...article.tags].flatMap(words);
    return typed.every((word) => searchable.some((candidate) => candidate.startsWith(word)));
  });
}
