import { Link } from '@lettra/shared-ui/router';
import { Tag } from 'lucide-react';

/** The article's tags; each one opens the blog searched on that tag. */
export function ArticleTags({ tags }: { tags: readonly string[] }) {
  return (
    <div className="bl:flex bl:flex-col bl:gap-3">
      <h2 className="bl:flex bl:items-center bl:gap-2 bl:text-sm bl:font-semibold bl:text-ink-900">
        <Tag aria-hidden="true" className="bl:size-4" />
        Mots-clés
      </h2>
      <ul className="bl:flex bl:flex-wrap bl:gap-2">
        {tags.map((tag) => (
          <li key={tag}>
            <Link
              to={`/blog?${new URLSearchParams({ q: tag })}`}
              className="bl:inline-flex bl:items-center bl:rounded-full bl:bg-white bl:px-3 bl:py-1 bl:text-sm bl:font-medium bl:text-ink-700 bl:ring-1 bl:ring-ink-200 bl:ring-inset bl:hover:bg-brand-50 bl:hover:text-brand-700 bl:focus-visible:outline-2 bl:focus-visible:outline-offset-2 bl:focus-visible:outline-brand-600"
            >
              {tag}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
