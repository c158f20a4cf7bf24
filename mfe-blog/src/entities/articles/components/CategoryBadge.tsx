import { Badge, type BadgeVariant } from '@lettra/shared-ui';
import type { ArticleCategory } from '../model/article.ts';

const variants: Record<ArticleCategory, BadgeVariant> = {
  Conseils: 'brand',
  Stratégies: 'success',
  Actualités: 'premium',
  Témoignages: 'neutral',
};

export function CategoryBadge({ category }: { category: ArticleCategory }) {
  return <Badge variant={variants[category]}>{category}</Badge>;
}
