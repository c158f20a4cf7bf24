import { Tabs, TabsContent, TabsList, TabsTrigger } from '@lettra/shared-ui/tabs';
import { ARTICLES } from '../../../entities/articles/content/all-articles.ts';
import { blogHighlights } from '../../../entities/articles/lib/blog-highlights.ts';
import { newestFirst } from '../../../entities/articles/lib/newest-first.ts';
import { blogIndexText } from '../content/blog-index-text.ts';
import { useBlogFilters } from '../hooks/useBlogFilters.ts';
import { CATEGORY_FILTERS } from '../model/category-filters.ts';
import { filterArticles } from '../model/filter-articles.ts';
import { ArticleResults } from './ArticleResults.tsx';
import { BlogSearch } from './BlogSearch.tsx';
import { FeaturedArticle } from './FeaturedArticle.tsx';
import { RecentArticles } from './RecentArticles.tsx';

const LIST = newestFirst(ARTICLES);
const HIGHLIGHTS = blogHighlights(ARTICLES);

/** /blog (docs/product.md §2): heading, search, category tabs, the featured and recent blocks, and the filtered list. */
export function BlogIndex() {
  const { query, filter, setQuery, setCategory, reset } = useBlogFilters();
  const results = filterArticles(LIST, { query, category: filter.category });
  // docs/product.md §2: featured and recent 'show only with no search and category all'.
  const browsing = query.trim() === '' && filter.category === null;

  return (
    <div className="bl:flex bl:flex-col bl:gap-8">
      <header className="bl:flex bl:max-w-2xl bl:flex-col bl:gap-3">
        <h1 className="bl:text-3xl bl:font-bold bl:tracking-tight bl:text-ink-900 bl:sm:text-4xl">{blogIndexText.title}</h1>
        <p className="bl:text-lg bl:leading-relaxed bl:text-ink-700">{blogIndexText.intro}</p>
      </header>

      <BlogSearch value={query} onChange={setQuery} />

      <Tabs value={filter.value} onValueChange={setCategory}>
        {/* Wraps rather than scrolls on a phone, so every category stays in sight. */}
        <TabsList aria-label="Catégories" className="bl:flex-wrap bl:self-start">
          {CATEGORY_FILTERS.map(({ value, label }) => (
            <TabsTrigger key={value} value={value}>
              {label}
            </TabsTrigger>
          ))}
        </TabsList>
        {/* One panel per tab so each tab controls a real panel; Radix renders only the selected one's content. */}
        {CATEGORY_FILTERS.map(({ value }) => (
          <TabsContent key={value} value={value} className="bl:flex bl:flex-col bl:gap-12 bl:pt-4">
            {browsing && HIGHLIGHTS.featured && <FeaturedArticle article={HIGHLIGHTS.featured} />}
            {browsing && <RecentArticles articles={HIGHLIGHTS.recent} />}
            <ArticleResults articles={results} title={browsing ? 'Tous les articles' : 'Résultats'} onReset={reset} />
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}
