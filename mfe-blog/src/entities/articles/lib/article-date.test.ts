import { formatArticleDate } from './article-date.ts';

describe('formatArticleDate', () => {
  it.each([
    ['2026-11-12', '12/11/2026'],
    ['2026-01-01', '01/01/2026'],
    ['2025-12-31', '31/12/2025'],
  ])('shows %s as %s (dd/mm/yyyy) whatever the time zone', (isoDay, shown) => {
    expect(formatArticleDate(isoDay)).toBe(shown);
  });
});
