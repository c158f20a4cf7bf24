import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '@lettra/shared-ui';
import { fr } from '@lettra/shared-ui/strings';
import { listLetters } from '../../../entities/letters/api/list-letters.ts';
import type { LetterSummary, LetterTab } from '../../../entities/letters/model/letter.ts';

interface Loaded {
  key: string;
  tab: LetterTab;
  letters: LetterSummary[];
}

export interface LetterList {
  letters: LetterSummary[];
  /** No list for this tab yet: the first answer is awaited. */
  loading: boolean;
  /** A newer search is on its way while the previous answer stays on screen. */
  refreshing: boolean;
  error: string | null;
  retry(): void;
  /** Puts the server's answer in place of the listed copy (it leaves the Favorites tab when unstarred). */
  replace(letter: LetterSummary): void;
  remove(id: string): void;
}

/**
 * The current user's letters for a search and a tab, asked of the api (which filters and orders them). Each
 * answer is stored with the request it answers, so a slow answer to an older search never replaces a newer one.
 */
export function useLetterList(query: string, tab: LetterTab): LetterList {
  const [attempt, setAttempt] = useState(0);
  const key = JSON.stringify([tab, query, attempt]);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [failure, setFailure] = useState<{ key: string; message: string } | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    listLetters({ query, tab }, controller.signal).then(
      ({ letters }) => setLoaded({ key, tab, letters }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setFailure({ key, message: error instanceof ApiError ? error.message : fr.common.genericError });
      },
    );
    return () => controller.abort();
  }, [key, query, tab]);

  const replace = useCallback((letter: LetterSummary) => {
    setLoaded((current) => {
      if (!current) return current;
      const letters =
        current.tab === 'favorites' && !letter.favorite
          ? current.letters.filter((listed) => listed.id !== letter.id)
          : current.letters.map((listed) => (listed.id === letter.id ? letter : listed));
      return { ...current, letters };
    });
  }, []);

  const remove = useCallback((id: string) => {
    setLoaded((current) => current && { ...current, letters: current.letters.filter((listed) => listed.id !== id) });
  }, []);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  const error = failure?.key === key ? failure.message : null;
  const current = loaded?.tab === tab ? loaded : null;
  return {
    letters: current?.letters ?? [],
    loading: !current && !error,
    refreshing: current !== null && current.key !== key && !error,
    error,
    retry,
    replace,
    remove,
  };
}
