// The head of the blog's pages, from the articles themselves: the build writes it to pages.json
// (federation-config/page-manifest.ts), so publishing an article puts it in the sitemap and gives
// its URL a real page without rebuilding the shell or the api.
import type { PageHead } from '@lettra/federation-config/page-manifest';
import { blogIndexText } from '../features/article-list/content/blog-index-text.ts';
import { ARTICLES } from '../entities/articles/content/all-articles.ts';
import type { Article } from '../entities/articles/model/article.ts';
import { newestFirst } from '../entities/articles/lib/newest-first.ts';

const articlePage = (article: Article): PageHead => ({
  path: `/blog/${article.id}`,
  title: `${article.title} | Lettra`,
  description: article.excerpt,
  kind: 'article',
  lastModified: article.date,
  structuredData: [
    {
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: article.title,
      description: article.excerpt,
      datePublished: article.date,
      author: { '@type': 'Person', name: article.author },
      keywords: article.tags.join(', '),
      articleSection: article.category,
      inLanguage: 'fr',
    },
  ],
});

const articles = newestFirst(ARTICLES);

export const PAGE_HEADS: PageHead[] = [
  {
    path: '/blog',
    title: `${blogIndexText.title} | Lettra`,
    description: blogIndexText.intro,
    kind: 'website',
    ...(articles[0] ? { lastModified: articles[0].date } : {}),
  },
  ...articles.map(articlePage),
];
