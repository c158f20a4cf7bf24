import type { Article } from '../model/article.ts';

// docs/product.md §9: 'Blog: … 2 similar'.
export const SIMILAR_COUNT = 2;

// A shared category weighs as much as two shared tags: a reader of a 'Conseils' piece is best served by another
// piece of advice, unless a different category shares more of the article's subject.
const CATEGORY_WEIGHT = 2;

function similarity(article: Article, other: Article): number {
  const sharedTags = other.tags.filter((tag) => article.tags.includes(tag)).length;
  return (other.category === article.category ? CATEGORY_WEIGHT : 0) + sharedTags;
}

/**
 * Up to two articles related to `article` (same category or at least one shared tag), closest first, the more
 * recent first on a tie; never the article itself.
 */
export function similarArticles(article: Article, articles: readonly Article[]): Article[] {
  return articles
    .filter((other) => other.id !== article.id)
    .map((other) => ({ other, score: similarity(article, other) }))
    .filter(({ score }) => score > 0)
    .sort((a, b) => b.score - a.score || b.other.date.localeCompare(a.other.date))
    .slice(0, SIMILAR_COUNT)
    .map(({ other }) => other);
}
