import type { Article } from '../model/article.ts';

/** A copy of `articles`, most recent first. ISO dates ('yyyy-mm-dd') sort correctly as text. */
export function newestFirst(articles: readonly Article[]): Article[] {
  return [...articles].sort((a, b) => b.date.localeCompare(a.date));
}
