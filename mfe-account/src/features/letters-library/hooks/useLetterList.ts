import { ApiError } from '@lettra/shared-ui';
import { fr } from '@lettra/shared-ui/strings';
import { useLettersList } from '../../../entities/letters/hooks/useLettersList.ts';
import type { LetterSummary, LetterTab } from '../../../entities/letters/model/letter.ts';

export interface LetterList {
  letters: LetterSummary[];
  /** No list for this tab yet: the first answer is awaited. */
  loading: boolean;
  /** A newer search is on its way while the previous answer stays on screen. */
  refreshing: boolean;
  error: string | null;
  retry(): void;
}

const all = (letters: LetterSummary[]) => letters;

/** The letters of my letters' left panel for a search and a tab (the api filters and orders them), as the list shows them. */
export function useLetterList(query: string, tab: LetterTab): LetterList {
  const list = useLettersList({ tab, query }, all);
  // A failed read again keeps the letters on screen; only a list never read shows the error.
  const error = list.isError && !list.data ? (list.error instanceof ApiError ? list.error.message : fr.common.genericError) : null;
  return {
    letters: list.data ?? [],
    loading: list.isPending && !list.isError,
    refreshing: list.isPlaceholderData,
    error,
    retry: () => void list.refetch(),
  };
}
