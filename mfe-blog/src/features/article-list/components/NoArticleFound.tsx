import { SearchX } from 'lucide-react';
import { Button, EmptyState } from '@lettra/shared-ui';

/** docs/product.md §2: the not-found state, with a reset that empties the search and returns to 'Tous'. */
export function NoArticleFound({ onReset }: { onReset: () => void }) {
  return (
    <EmptyState
      icon={<SearchX />}
      title="Aucun article trouvé"
      text="Essayez un autre mot-clé ou une autre catégorie."
      action={
        <Button variant="outline" onClick={onReset}>
          Réinitialiser la recherche
        </Button>
      }
      className="bl:bg-white"
    />
  );
}
