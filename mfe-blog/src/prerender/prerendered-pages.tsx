// The HTML of the blog's public pages, every article included, rendered by its build
// (federation-config/prerender.ts) and shipped with it: publishing an article brings its page's HTML.
import { renderPages } from '@lettra/shared-ui/prerender';
import { Route, Routes } from '@lettra/shared-ui/router';
import { ARTICLES } from '../entities/articles/content/all-articles.ts';
import BlogArticlePage from '../exposed/BlogArticlePage.tsx';
import BlogListPage from '../exposed/BlogListPage.tsx';

const ARTICLE_ROUTE = (
  <Routes>
    <Route path="/blog/:id" element={<BlogArticlePage />} />
  </Routes>
);

export const PRERENDERED_PAGES = renderPages({
  '/blog': <BlogListPage />,
  ...Object.fromEntries(ARTICLES.map(({ id }) => [`/blog/${id}`, ARTICLE_ROUTE])),
});
