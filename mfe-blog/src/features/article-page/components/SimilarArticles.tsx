import { ArticleCard } from '../../../entities/articles/components/ArticleCard.tsx';
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
      <ul className="bl:grid bl:gap-6 bl:sm:grid-cols-2">
        {similar.map((other) => (
          <li key={other.id} className="bl:flex">
            <ArticleCard article={other} className="bl:w-full" />
          </li>
        ))}
      </ul>
    </section>
  );
}
