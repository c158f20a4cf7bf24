import { CalendarDays, Clock } from 'lucide-react';
import { cn } from '@lettra/shared-ui';
import { formatArticleDate } from '../lib/article-date.ts';
import type { Article } from '../model/article.ts';

type ArticleMetaProps = { article: Pick<Article, 'date' | 'readingTime'>; className?: string };

/** Publication date (dd/mm/yyyy, docs/product.md §9) and reading time. */
export function ArticleMeta({ article, className }: ArticleMetaProps) {
  return (
    <p className={cn('bl:flex bl:flex-wrap bl:items-center bl:gap-x-4 bl:gap-y-1 bl:text-sm bl:text-ink-600', className)}>
      <span className="bl:inline-flex bl:items-center bl:gap-1.5">
        <CalendarDays aria-hidden="true" className="bl:size-4" />
        <time dateTime={article.date}>{formatArticleDate(article.date)}</time>
      </span>
      <span className="bl:inline-flex bl:items-center bl:gap-1.5">
        <Clock aria-hidden="true" className="bl:size-4" />
        {article.readingTime} min de lecture
      </span>
    </p>
  );
}
