import { useState } from 'react';
import { useSearchParams } from '@lettra/shared-ui/router';
import { categoryFilter, type CategoryFilter } from '../model/category-filters.ts';

// Search and tab live in the URL (/blog?q=ats&categorie=strategies) so a filtered list can be shared, and so a
// tag on an article page can link to the articles that carry it.
const QUERY_PARAM = 'q';
const CATEGORY_PARAM = 'categorie';

export type BlogFilters = {
  query: string;
  filter: CategoryFilter;
  setQuery: (query: string) => void;
  setCategory: (value: string) => void;
  /** Empties the search and goes back to 'Tous'. */
  reset: () => void;
};

export function useBlogFilters(): BlogFilters {
  const [params, setParams] = useSearchParams();
  const urlQuery = params.get(QUERY_PARAM) ?? '';

  // The router applies URL changes in a transition, and an input whose value arrives in a transition loses
  // keystrokes and its caret. So the box shows local state, written to the URL on each change, and follows the
  // URL only when it changes from elsewhere (the 'Blog' link in the nav, back/forward).
  const [query, setQueryState] = useState(urlQuery);
  const [seenUrlQuery, setSeenUrlQuery] = useState(urlQuery);
  if (urlQuery !== seenUrlQuery) {
    setSeenUrlQuery(urlQuery);
    setQueryState(urlQuery);
  }

  const update = (name: string, value: string | null) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );

  return {
    query,
    filter: categoryFilter(params.get(CATEGORY_PARAM)),
    setQuery: (value) => {
      setQueryState(value);
      update(QUERY_PARAM, value);
    },
    setCategory: (value) => update(CATEGORY_PARAM, categoryFilter(value).category === null ? null : value),
    reset: () => {
      setQueryState('');
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          next.delete(QUERY_PARAM);
          next.delete(CATEGORY_PARAM);
          return next;
        },
        { replace: true },
      );
    },
  };
}
