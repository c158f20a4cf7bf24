import { makeArticle } from '../../../test/make-article.ts';
import { similarArticles } from './similar-articles.ts';

const reading = makeArticle({ id: 'reading', category: 'Conseils', tags: ['Structure', 'Rédaction'] });
const sameCategory = makeArticle({ id: 'same-category', category: 'Conseils', tags: [], date: '2026-03-01' });
const oneTag = makeArticle({ id: 'one-tag', category: 'Actualités', tags: ['Rédaction'], date: '2026-05-01' });
const twoTags = makeArticle({ id: 'two-tags', category: 'Stratégies', tags: ['Rédaction', 'Structure'], date: '2026-02-01' });
const unrelated = makeArticle({ id: 'unrelated', category: 'Témoignages', tags: ['IA'], date: '2026-09-01' });

const ids = (articles: ReturnType<typeof makeArticle>[]) => similarArticles(reading, articles).map((a) => a.id);

describe('similarArticles', () => {
  it('never suggests the article being read', () => {
    expect(ids([reading, sameCategory])).toEqual(['same-category']);
  });

  it('ignores articles that share neither category nor tag', () => {
    expect(ids([unrelated, oneTag])).toEqual(['one-tag']);
  });

  it('returns at most two articles', () => {
    expect(ids([sameCategory, oneTag, twoTags, unrelated])).toHaveLength(2);
  });

  it('ranks a shared category above a single shared tag', () => {
    expect(ids([oneTag, sameCategory])).toEqual(['same-category', 'one-tag']);
  });

  it('breaks a tie with the more recent article', () => {
    // same-category and two-tags both score 2: the newer one comes first.
    expect(ids([twoTags, sameCategory])).toEqual(['same-category', 'two-tags']);
  });
});
