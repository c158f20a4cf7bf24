import { ARTICLE_CATEGORIES, type Article } from '../model/article.ts';
import { similarArticles, SIMILAR_COUNT } from '../lib/similar-articles.ts';
import { ARTICLES } from './all-articles.ts';

// These check the editorial rules of docs/product.md §2, §3 and §9 on the real content, so a new or edited article
// cannot silently break the blog.

const wordCount = (article: Article) =>
  article.content.reduce((count, block) => count + block.text.split(/\s+/).filter(Boolean).length, 0);
const headingCount = (article: Article) => article.content.filter((block) => block.type === 'heading').length;

// docs/product.md §2: 'Only three articles have full content'; a full article is a real guide, the others a short read.
const FULL_ARTICLE_MIN_WORDS = 600;
const isFull = (article: Article) => wordCount(article) >= FULL_ARTICLE_MIN_WORDS;

describe('the blog content', () => {
  it('holds six articles (docs/product.md §9)', () => {
    expect(ARTICLES).toHaveLength(6);
  });

  it('gives every article a unique URL-safe slug', () => {
    const ids = ARTICLES.map((article) => article.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('covers each of the four categories', () => {
    expect(new Set(ARTICLES.map((article) => article.category))).toEqual(new Set(ARTICLE_CATEGORIES));
  });

  it('has exactly three full articles, each split into several sections', () => {
    const full = ARTICLES.filter(isFull);
    expect(full).toHaveLength(3);
    for (const article of full) expect(headingCount(article)).toBeGreaterThanOrEqual(4);
  });

  it('gives the other articles a few paragraphs', () => {
    for (const article of ARTICLES.filter((a) => !isFull(a))) {
      expect(article.content.length).toBeGreaterThanOrEqual(3);
    }
  });

  it.each(ARTICLES.map((article) => [article.id, article] as const))(
    '%s has a valid date, tags, and a reading time that matches its length',
    (_id, article) => {
      expect(article.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(Number.isNaN(Date.parse(article.date))).toBe(false);
      expect(article.tags.length).toBeGreaterThan(0);
      // About 200 words a minute on a screen, rounded to the nearest minute, never less than one.
      expect(article.readingTime).toBe(Math.max(1, Math.round(wordCount(article) / 200)));
    },
  );

  it.each(ARTICLES.map((article) => [article.id, article] as const))(
    '%s has two similar articles to suggest',
    (_id, article) => {
      expect(similarArticles(article, ARTICLES)).toHaveLength(SIMILAR_COUNT);
    },
  );

  it('features a full article', () => {
    expect(isFull(ARTICLES[0]!)).toBe(true);
  });
});
