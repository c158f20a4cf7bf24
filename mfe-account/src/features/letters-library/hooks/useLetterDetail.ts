import { ApiError } from '@lettra/shared-ui';
import { queryKeys, useQuery } from '@lettra/shared-ui/query';
import { fr } from '@lettra/shared-ui/strings';
import { getLetter } from '../api/get-letter.ts';
import type { Letter, LetterSummary } from '../../../entities/letters/model/letter.ts';

export interface LetterDetail {
  /** The opened letter with its text, once read; null while it is read or when it could not be. */
  letter: Letter | null;
  error: string | null;
  retry(): void;
}

/**
 * The text of the letter chosen in the list, read when it is opened (`GET /letters/:id`): the list
 * carries no text, so a long library costs no more than its titles. A list read again that names a
 * newer version (changed in another tab) has the held copy read again (`forgetOutdatedDetails`);
 * meanwhile the older text is not shown.
 */
export function useLetterDetail(summary: LetterSummary | null): LetterDetail {
  const id = summary?.id ?? null;
  const version = summary?.version ?? 0;
  const detail = useQuery({
    queryKey: queryKeys.letters.detail(id ?? ''),
    queryFn: ({ signal }) => getLetter(id ?? '', signal),
    enabled: id !== null,
  });
  const held = detail.data ?? null;
  const current = held !== null && held.version >= version ? held : null;
  const failed = detail.isError && current === null;
  return {
    letter: id === null ? null : current,
    error: failed ? (detail.error instanceof ApiError ? detail.error.message : fr.common.genericError) : null,
    retry: () => void detail.refetch(),
  };
}
