import { ARTICLES } from '../content/all-articles.ts';
import type { Article } from '../model/article.ts';

/** The article whose slug is `id`, or undefined for an unknown id (the page then says 'Article introuvable'). */
export function findArticle(id: string, articles: readonly Article[] = ARTICLES): Article | undefined {
  return articles.find((article) => article.id === id);
}
