import { LoadingState } from '@lettra/shared-ui';
import { useArticle } from '../hooks/useArticle.ts';
import { useScrollToTop } from '../hooks/useScrollToTop.ts';
import { ArticleContent } from './ArticleContent.tsx';
import { ArticleNotFound } from './ArticleNotFound.tsx';
import { BackToBlogLink } from './BackToBlogLink.tsx';
import { SimilarArticles } from './SimilarArticles.tsx';

/** /blog/{id} (docs/product.md §2): loading for 500 ms, then the article and two similar ones, or 'Article introuvable'. */
export function ArticleView({ id }: { id: string }) {
  const state = useArticle(id);
  useScrollToTop(id);

  if (state.status === 'loading') return <LoadingState />;
  if (state.status === 'not-found') return <ArticleNotFound />;
  return (
    <div className="bl:flex bl:flex-col bl:gap-8">
      <div>
        <BackToBlogLink />
      </div>
      <ArticleContent article={state.article} />
      <SimilarArticles article={state.article} />
    </div>
  );
}
