import { cn } from '@lettra/shared-ui';
import type { Article } from '../model/article.ts';
import { ArticleCard } from './ArticleCard.tsx';

type ArticleCardGridProps = {
  articles: readonly Article[];
  /** Columns by screen width ('bl:md:grid-cols-3'…): each list is laid out for how many it shows. */
  columns: string;
};

/** Articles as a list of cards, each stretched to its row's height. */
export function ArticleCardGrid({ articles, columns }: ArticleCardGridProps) {
  return (
    <ul className={cn('bl:grid bl:gap-6', columns)}>
      {articles.map((article) => (
        <li key={article.id} className="bl:flex">
          <ArticleCard article={article} className="bl:w-full" />
        </li>
      ))}
    </ul>
  );
}
