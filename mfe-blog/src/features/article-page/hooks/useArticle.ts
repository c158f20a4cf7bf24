import { useEffect, useState } from 'react';
import { useReplacesPrerenderedPage } from '@lettra/shared-ui';
import { findArticle } from '../../../entities/articles/lib/find-article.ts';
import type { Article } from '../../../entities/articles/model/article.ts';

// docs/product.md §9: 'Blog simulated load 500 ms'. Articles are static, but the page behaves as if fetched, so the
// loading state is real and ready for the day articles come from the api.
export const ARTICLE_LOAD_DELAY_MS = 500;

export type ArticleState = { status: 'loading' } | { status: 'not-found' } | { status: 'ready'; article: Article };

export function useArticle(id: string): ArticleState {
  // An article the server already drew is shown as it is: a pretended load would blank it for 500 ms.
  const replacesPrerendered = useReplacesPrerenderedPage();
  // Remembers which id was loaded, so a new id (a similar article clicked) shows 'loading' again at once.
  const [loaded, setLoaded] = useState<{ id: string; article: Article | undefined } | null>(() =>
    replacesPrerendered ? { id, article: findArticle(id) } : null,
  );

  useEffect(() => {
    const timer = setTimeout(() => setLoaded({ id, article: findArticle(id) }), ARTICLE_LOAD_DELAY_MS);
    return () => clearTimeout(timer);
  }, [id]);

  if (loaded?.id !== id) return { status: 'loading' };
  return loaded.article ? { status: 'ready', article: loaded.article } : { status: 'not-found' };
}
