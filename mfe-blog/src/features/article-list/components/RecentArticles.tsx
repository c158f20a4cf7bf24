import { ArticleCard } from '../../../entities/articles/components/ArticleCard.tsx';
import type { Article } from '../../../entities/articles/model/article.ts';

/** docs/product.md §2: 'the three most recent'. */
export function RecentArticles({ articles }: { articles: readonly Article[] }) {
  return (
    <section aria-labelledby="blog-recent-title" className="bl:flex bl:flex-col bl:gap-5">
      <h2 id="blog-recent-title" className="bl:text-xl bl:font-semibold bl:text-ink-900 bl:sm:text-2xl">
        Articles récents
      </h2>
      <ul className="bl:grid bl:gap-6 bl:md:grid-cols-3">
        {articles.map((article) => (
          <li key={article.id} className="bl:flex">
            <ArticleCard article={article} className="bl:w-full" />
          </li>
        ))}
      </ul>
    </section>
  );
}
