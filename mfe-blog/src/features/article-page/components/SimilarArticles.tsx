import { ArticleCardGrid } from '../../../entities/articles/components/ArticleCardGrid.tsx';
import { ARTICLES } from '../../../entities/articles/content/all-articles.ts';
import { similarArticles } from '../../../entities/articles/lib/similar-articles.ts';
import type { Article } from '../../../entities/articles/model/article.ts';

/** docs/product.md §2: 'Two similar articles' (same category or shared tags), below the article. */
export function SimilarArticles({ article }: { article: Article }) {
  const similar = similarArticles(article, ARTICLES);
  if (similar.length === 0) return null;
  return (
    <section aria-labelledby="similar-articles-title" className="bl:flex bl:flex-col bl:gap-5">
      <h2 id="similar-articles-title" className="bl:text-xl bl:font-semibold bl:text-ink-900 bl:sm:text-2xl">
        Articles similaires
      </h2>
      <ArticleCardGrid articles={similar} columns="bl:sm:grid-cols-2" />
    </section>
  );
}
