import { Bookmark, Share2 } from 'lucide-react';
import { Button } from '@lettra/shared-ui';

/**
 * docs/product.md §2: 'share and save buttons (no action shown)'. Neither exists behind the scenes yet, so the buttons do
 * nothing rather than fake a result.
 */
export function ArticleActions() {
  return (
    <div className="bl:flex bl:flex-wrap bl:gap-2">
      <Button variant="outline" size="sm">
        <Share2 aria-hidden="true" />
        Partager
      </Button>
      <Button variant="outline" size="sm">
        <Bookmark aria-hidden="true" />
        Enregistrer
      </Button>
    </div>
  );
}
