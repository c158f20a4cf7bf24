import { Link } from '@lettra/shared-ui/router';
import { ArrowRight } from 'lucide-react';
import { ArticleCover } from '../../../entities/articles/components/ArticleCover.tsx';
import { ArticleMeta } from '../../../entities/articles/components/ArticleMeta.tsx';
import { CategoryBadge } from '../../../entities/articles/components/CategoryBadge.tsx';
import { typeset } from '../../../entities/articles/lib/typeset.ts';
import type { Article } from '../../../entities/articles/model/article.ts';

/** docs/product.md §2: the 'featured first article', larger than the cards below it. */
export function FeaturedArticle({ article }: { article: Article }) {
  return (
    <section aria-labelledby="blog-featured-title" className="bl:flex bl:flex-col bl:gap-5">
      <h2 id="blog-featured-title" className="bl:text-xl bl:font-semibold bl:text-ink-900 bl:sm:text-2xl">
        À la une
      </h2>
      <article className="bl:group bl:relative bl:grid bl:overflow-hidden bl:rounded-card bl:border bl:border-ink-200 bl:bg-white bl:shadow-card bl:transition-shadow bl:hover:shadow-elevated bl:has-[a:focus-visible]:outline-2 bl:has-[a:focus-visible]:outline-offset-2 bl:has-[a:focus-visible]:outline-brand-600 bl:md:grid-cols-2">
        <ArticleCover image={article.image} className="bl:md:aspect-auto bl:md:h-full bl:md:min-h-72" />
        <div className="bl:flex bl:flex-col bl:gap-4 bl:p-6 bl:sm:p-8">
          <div>
            <CategoryBadge category={article.category} />
          </div>
          <h3 className="bl:text-2xl bl:font-bold bl:leading-tight bl:tracking-tight bl:text-ink-900 bl:sm:text-3xl">
            <Link
              to={`/blog/${article.id}`}
              className="bl:outline-hidden bl:after:absolute bl:after:inset-0 bl:group-hover:text-brand-700"
            >
              {typeset(article.title)}
            </Link>
          </h3>
          <p className="bl:text-base bl:leading-relaxed bl:text-ink-700">{typeset(article.excerpt)}</p>
          <p className="bl:text-sm bl:font-medium bl:text-ink-800">Par {article.author}</p>
          <ArticleMeta article={article} />
          <span
            aria-hidden="true"
            className="bl:mt-auto bl:inline-flex bl:items-center bl:gap-1.5 bl:text-sm bl:font-semibold bl:text-brand-700"
          >
            Lire l'article
            <ArrowRight className="bl:size-4 bl:transition-transform bl:group-hover:translate-x-0.5" />
          </span>
        </div>
      </article>
    </section>
  );
}
