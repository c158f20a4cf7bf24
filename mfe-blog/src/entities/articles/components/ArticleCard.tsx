import { Link } from '@lettra/shared-ui/router';
import { cn } from '@lettra/shared-ui';
import { typeset } from '../lib/typeset.ts';
import type { Article } from '../model/article.ts';
import { ArticleCover } from './ArticleCover.tsx';
import { ArticleMeta } from './ArticleMeta.tsx';
import { CategoryBadge } from './CategoryBadge.tsx';

type ArticleCardProps = {
  article: Article;
  /** Level of the title, so each page keeps a correct outline. */
  headingLevel?: 'h2' | 'h3';
  className?: string;
};

/**
 * An article in a grid. The whole card is clickable, but only the title is a link: a screen-reader user hears
 * one link named after the article instead of a card-sized link that reads the excerpt aloud.
 */
export function ArticleCard({ article, headingLevel: Heading = 'h3', className }: ArticleCardProps) {
  return (
    <article
      className={cn(
        'bl:group bl:relative bl:flex bl:flex-col bl:overflow-hidden bl:rounded-card bl:border bl:border-ink-200 bl:bg-white bl:shadow-card bl:transition-shadow bl:hover:shadow-elevated',
        'bl:has-[a:focus-visible]:outline-2 bl:has-[a:focus-visible]:outline-offset-2 bl:has-[a:focus-visible]:outline-brand-600',
        className,
      )}
    >
      <ArticleCover image={article.image} />
      <div className="bl:flex bl:flex-1 bl:flex-col bl:gap-3 bl:p-5">
        <div>
          <CategoryBadge category={article.category} />
        </div>
        <Heading className="bl:text-lg bl:font-semibold bl:leading-snug bl:text-ink-900">
          <Link
            to={`/blog/${article.id}`}
            className="bl:outline-hidden bl:after:absolute bl:after:inset-0 bl:group-hover:text-brand-700"
          >
            {typeset(article.title)}
          </Link>
        </Heading>
        <p className="bl:line-clamp-3 bl:text-sm bl:leading-relaxed bl:text-ink-600">{typeset(article.excerpt)}</p>
        <ArticleMeta article={article} className="bl:mt-auto bl:pt-2" />
      </div>
    </article>
  );
}
