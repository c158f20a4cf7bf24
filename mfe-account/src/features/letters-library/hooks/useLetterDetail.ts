import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '@lettra/shared-ui';
import { fr } from '@lettra/shared-ui/strings';
import { getLetter } from '../api/get-letter.ts';
import type { Letter, LetterSummary } from '../../../entities/letters/model/letter.ts';

export interface LetterDetail {
  /** The opened letter with its text, once read; null while it is read or when it could not be. */
  letter: Letter | null;
  error: string | null;
  retry(): void;
  /** The server's newer answer for the opened letter (after an edit, a rename, a star). */
  set(letter: Letter): void;
}

/**
 * The text of the letter chosen in the list, read when it is opened (`GET /letters/:id`): the list
 * carries no text, so a long library costs no more than its titles. Read again when the listed
 * version is newer than the one held.
 */
export function useLetterDetail(summary: LetterSummary | null): LetterDetail {
  const [loaded, setLoaded] = useState<Letter | null>(null);
  const [failure, setFailure] = useState<{ key: string; message: string } | null>(null);
  const [attempt, setAttempt] = useState(0);
  const id = summary?.id ?? null;
  const version = summary?.version ?? null;
  const current = loaded !== null && loaded.id === id && version !== null && loaded.version >= version ? loaded : null;
  const held = current !== null;
  const key = JSON.stringify([id, version, attempt]);

  useEffect(() => {
    if (id === null || held) return;
    let live = true;
    getLetter(id).then(
      (letter) => live && setLoaded(letter),
      (error: unknown) => live && setFailure({ key, message: error instanceof ApiError ? error.message : fr.common.genericError }),
    );
    return () => {
      live = false;
    };
  }, [id, held, key]);

  const set = useCallback((letter: Letter) => setLoaded((shown) => (shown === null || shown.id === letter.id ? letter : shown)), []);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { letter: current, error: failure?.key === key && !held ? failure.message : null, retry, set };
}
