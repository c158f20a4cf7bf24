import type { Article } from '../model/article.ts';
import { newestFirst } from './newest-first.ts';

// docs/product.md §9: 'Blog: 6 list articles, 3 recent'.
export const RECENT_COUNT = 3;

export type BlogHighlights = { featured: Article | undefined; recent: Article[] };

/**
 * The two blocks shown above the list (docs/product.md §2): the featured first article and the three most recent
 * others. The featured one is left out of 'recent' so the same card never appears twice in a row.
 */
export function blogHighlights(articles: readonly Article[]): BlogHighlights {
  const [featured, ...others] = articles;
  return { featured, recent: newestFirst(others).slice(0, RECENT_COUNT) };
}
