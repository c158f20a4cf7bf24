import { ArticleCardGrid } from '../../../entities/articles/components/ArticleCardGrid.tsx';
import type { Article } from '../../../entities/articles/model/article.ts';
import { NoArticleFound } from './NoArticleFound.tsx';

type ArticleResultsProps = {
  articles: readonly Article[];
  /** 'Tous les articles' with no search and no category; 'Résultats' otherwise. */
  title: string;
  onReset: () => void;
};

function countLabel(count: number): string {
  if (count === 0) return 'Aucun résultat';
  return count === 1 ? '1 article' : `${count} articles`;
}

export function ArticleResults({ articles, title, onReset }: ArticleResultsProps) {
  return (
    <section aria-labelledby="blog-results-title" className="bl:flex bl:flex-col bl:gap-5">
      <div className="bl:flex bl:flex-wrap bl:items-baseline bl:justify-between bl:gap-2">
        <h2 id="blog-results-title" className="bl:text-xl bl:font-semibold bl:text-ink-900 bl:sm:text-2xl">
          {title}
        </h2>
        {/* Announced when it changes, so a screen-reader user hears what the search or the tab did. */}
        <p role="status" className="bl:text-sm bl:text-ink-600">
          {countLabel(articles.length)}
        </p>
      </div>
      {articles.length === 0 ? (
        <NoArticleFound onReset={onReset} />
      ) : (
        <ArticleCardGrid articles={articles} columns="bl:sm:grid-cols-2 bl:lg:grid-cols-3" />
      )}
    </section>
  );
}
