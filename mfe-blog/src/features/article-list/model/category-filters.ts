import type { ArticleCategory } from '../../../entities/articles/model/article.ts';

/** One tab of the blog: its value in the URL (?categorie=…), its label, and the category it keeps (null: all). */
export type CategoryFilter = { value: string; label: string; category: ArticleCategory | null };

// docs/product.md §2: 'Category tabs: all, Conseils, Stratégies, Actualités, Témoignages'.
export const CATEGORY_FILTERS = [
  { value: 'tous', label: 'Tous', category: null },
  { value: 'conseils', label: 'Conseils', category: 'Conseils' },
  { value: 'strategies', label: 'Stratégies', category: 'Stratégies' },
  { value: 'actualites', label: 'Actualités', category: 'Actualités' },
  { value: 'temoignages', label: 'Témoignages', category: 'Témoignages' },
] as const satisfies readonly CategoryFilter[];

export type CategoryFilterValue = (typeof CATEGORY_FILTERS)[number]['value'];

export const ALL_CATEGORIES: CategoryFilterValue = 'tous';

/** The tab named by the URL; anything unknown (a typo, an old link) falls back to 'Tous'. */
export function categoryFilter(value: string | null): CategoryFilter {
  return CATEGORY_FILTERS.find((filter) => filter.value === value) ?? CATEGORY_FILTERS[0];
}
