import { ArticleCover } from '../../../entities/articles/components/ArticleCover.tsx';
import { ArticleMeta } from '../../../entities/articles/components/ArticleMeta.tsx';
import { CategoryBadge } from '../../../entities/articles/components/CategoryBadge.tsx';
import { typeset } from '../../../entities/articles/lib/typeset.ts';
import type { Article } from '../../../entities/articles/model/article.ts';
import { ArticleActions } from './ArticleActions.tsx';
import { ArticleBody } from './ArticleBody.tsx';
import { ArticleTags } from './ArticleTags.tsx';

/** A loaded article: header (title, author, date, reading time), cover, actions, body and tags. */
export function ArticleContent({ article }: { article: Article }) {
  return (
    <article className="bl:overflow-hidden bl:rounded-card bl:border bl:border-ink-200 bl:bg-white bl:shadow-card">
      <header className="bl:flex bl:flex-col bl:gap-4 bl:p-6 bl:sm:p-10">
        <div>
          <CategoryBadge category={article.category} />
        </div>
        <h1 className="bl:text-3xl bl:font-bold bl:leading-tight bl:tracking-tight bl:text-ink-900 bl:sm:text-4xl">
          {typeset(article.title)}
        </h1>
        <p className="bl:text-lg bl:leading-relaxed bl:text-ink-700">{typeset(article.excerpt)}</p>
        <div className="bl:flex bl:flex-col bl:gap-1">
          <p className="bl:text-sm bl:font-medium bl:text-ink-900">Par {article.author}</p>
          <ArticleMeta article={article} />
        </div>
        <ArticleActions />
      </header>
      <ArticleCover image={article.image} />
      <div className="bl:flex bl:flex-col bl:gap-10 bl:p-6 bl:sm:p-10">
        <ArticleBody blocks={article.content} />
        <ArticleTags tags={article.tags} />
      </div>
    </article>
  );
}
