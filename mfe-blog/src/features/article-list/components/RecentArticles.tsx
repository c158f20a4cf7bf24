import { ArticleCardGrid } from '../../../entities/articles/components/ArticleCardGrid.tsx';
import type { Article } from '../../../entities/articles/model/article.ts';

/** docs/product.md §2: 'the three most recent'. */
export function RecentArticles({ articles }: { articles: readonly Article[] }) {
  return (
    <section aria-labelledby="blog-recent-title" className="bl:flex bl:flex-col bl:gap-5">
      <h2 id="blog-recent-title" className="bl:text-xl bl:font-semibold bl:text-ink-900 bl:sm:text-2xl">
        Articles récents
      </h2>
      <ArticleCardGrid articles={articles} columns="bl:md:grid-cols-3" />
    </section>
  );
}
