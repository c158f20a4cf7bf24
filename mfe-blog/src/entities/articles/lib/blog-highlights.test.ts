import { makeArticle } from '../../../test/make-article.ts';
import { blogHighlights } from './blog-highlights.ts';

const featured = makeArticle({ id: 'featured', date: '2026-12-01' });
const articles = [
  featured,
  makeArticle({ id: 'march', date: '2026-03-01' }),
  makeArticle({ id: 'june', date: '2026-06-01' }),
  makeArticle({ id: 'january', date: '2026-01-01' }),
  makeArticle({ id: 'september', date: '2026-09-01' }),
];

describe('blogHighlights', () => {
  it('features the first article of the list', () => {
    expect(blogHighlights(articles).featured).toBe(featured);
  });

  it('lists the three most recent other articles, newest first', () => {
    expect(blogHighlights(articles).recent.map((a) => a.id)).toEqual(['september', 'june', 'march']);
  });

  it('has nothing to show for an empty blog', () => {
    expect(blogHighlights([])).toEqual({ featured: undefined, recent: [] });
  });
});
