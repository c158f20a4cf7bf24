import { FileQuestion } from 'lucide-react';
import { BackToBlogLink } from './BackToBlogLink.tsx';

/** docs/product.md §2/§8: an unknown id shows 'Article introuvable' with a way back to the blog. */
export function ArticleNotFound() {
  return (
    <div className="bl:mx-auto bl:flex bl:max-w-md bl:flex-col bl:items-center bl:gap-4 bl:py-16 bl:text-center">
      <span
        aria-hidden="true"
        className="bl:flex bl:size-14 bl:items-center bl:justify-center bl:rounded-full bl:bg-brand-50 bl:text-brand-700"
      >
        <FileQuestion className="bl:size-7" />
      </span>
      <h1 className="bl:text-2xl bl:font-bold bl:text-ink-900 bl:sm:text-3xl">Article introuvable</h1>
      <p className="bl:text-ink-700">Cet article n'existe pas ou n'est plus en ligne.</p>
      <BackToBlogLink variant="primary" />
    </div>
  );
}
