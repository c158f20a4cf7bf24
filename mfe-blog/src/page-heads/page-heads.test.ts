import { ARTICLES } from '../entities/articles/content/all-articles.ts';
import { PAGE_HEADS } from './page-heads.ts';

it('lists the blog and every article, each with its own title and date', () => {
  expect(PAGE_HEADS[0]).toMatchObject({ path: '/blog', title: 'Le blog Lettra | Lettra' });
  const articlePaths = PAGE_HEADS.slice(1).map((page) => page.path);
  expect(articlePaths.toSorted()).toEqual(ARTICLES.map((article) => `/blog/${article.id}`).toSorted());
  expect(new Set(PAGE_HEADS.map((page) => page.title)).size).toBe(PAGE_HEADS.length);
  for (const page of PAGE_HEADS) expect(page.lastModified).toMatch(/^\d{4}-\d{2}-\d{2}$/);
});

it('describes an article as a BlogPosting by its author', () => {
  const article = ARTICLES[0]!;
  const head = PAGE_HEADS.find((page) => page.path === `/blog/${article.id}`);
  expect(head).toMatchObject({ kind: 'article', description: article.excerpt, lastModified: article.date });
  expect(head?.structuredData?.[0]).toMatchObject({ '@type': 'BlogPosting', headline: article.title, author: { name: article.author } });
});
