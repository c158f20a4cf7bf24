import { useMemo } from 'react';
import { ApiError, toastError, toastSuccess } from '@lettra/shared-ui';
import { queryKeys, useMutation, useQueryClient, type QueryClient } from '@lettra/shared-ui/query';
import { fr } from '@lettra/shared-ui/strings';
import { accountToasts } from '../../../content/toast-texts.ts';
import { downloadLetterExport, type ExportFormat } from '@lettra/letter-ui/letter-actions';
import { toastApiError } from '../../../lib/toast-api-error.ts';
import { deleteLetter } from '../api/delete-letter.ts';
import { getLetter } from '../api/get-letter.ts';
import { updateLetter } from '../api/update-letter.ts';
import type { ApplicationChanges } from '../components/ApplicationPanel.tsx';
import { applicationTexts } from '../content/application-texts.ts';
import { libraryTexts } from '../content/library-texts.ts';
import type { Letter, LetterPatchBody, LetterSummary } from '../../../entities/letters/model/letter.ts';
import {
  dropLetter,
  heldVersion,
  putLetter,
  putLetterFields,
  restoreLetters,
  snapshotLetters,
  type LettersSnapshot,
} from '../../../entities/letters/model/letters-cache.ts';

const GENERIC_FAILURE = { title: 'Erreur', description: fr.common.genericError };

export interface LetterActions {
  toggleFavorite(letter: LetterSummary): Promise<void>;
  /** Resolves true when saved; false leaves the editor open with the draft. */
  save(letter: Letter, content: string): Promise<boolean>;
  /** Resolves true when renamed; false leaves the title field open with what was typed. */
  rename(letter: Letter, title: string): Promise<boolean>;
  /** The application's status, posting or note; resolves true when the api kept them. */
  updateApplication(letter: Letter, changes: ApplicationChanges): Promise<boolean>;
  remove(letter: LetterSummary): Promise<void>;
  copy(letter: Letter): Promise<void>;
  download(letter: Letter, format: ExportFormat, layout: string): Promise<void>;
}

type Changes = Omit<LetterPatchBody, 'version'>;

interface Change {
  letter: LetterSummary;
  changes: Changes;
  /**
   * Shown before the api answers (a star, a status: one field the user sees flip at once), and put
   * back if refused. Such a change names the version the page holds when it is sent, since the
   * changes before it, sent one at a time, have moved it on; an edit names the version the user
   * started from, so another tab's change in between is refused (409) instead of overwritten.
   */
  optimistic: boolean;
}

/** One letter's toasts replace each other: the last outcome of a change is the one shown. */
const actionOf = (letter: LetterSummary, what: string) => ({ action: `letter:${letter.id}:${what}` });

// A stale version (409): the server kept the other change. Show its message and bring that change in,
// while an open editor keeps the user's draft: nothing is overwritten and nothing typed is lost.
async function reloadAfterConflict(client: QueryClient, letter: LetterSummary, error: ApiError, what: string) {
  toastError(error.message, 'La dernière version de la lettre a été rechargée.', actionOf(letter, what));
  try {
    putLetter(client, await getLetter(letter.id));
  } catch (reloadError) {
    if (reloadError instanceof ApiError && reloadError.status === 404) dropLetter(client, letter.id);
  }
}

function useLetterChange() {
  const client = useQueryClient();
  return useMutation<Letter, unknown, Change, LettersSnapshot | null>({
    // One change at a time: each names the version the one before it left.
    scope: { id: 'letter-changes' },
    mutationFn: ({ letter, changes, optimistic }) =>
      updateLetter(letter.id, { version: optimistic ? heldVersion(client, letter) : letter.version, ...changes }),
    onMutate: async ({ letter, changes, optimistic }) => {
      if (!optimistic) return null;
      // A list read in flight would bring back the state before the change.
      await client.cancelQueries({ queryKey: queryKeys.letters.all });
      const snapshot = snapshotLetters(client);
      putLetterFields(client, letter.id, changes);
      return snapshot;
    },
    onError: (_error, _change, snapshot) => {
      if (snapshot) restoreLetters(client, snapshot);
    },
    onSuccess: (saved) => putLetter(client, saved),
    // The lists are ordered and filtered by the api (recent, favourites, a search): read again.
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.letters.lists() }),
  });
}

/** What the user can do to a listed letter, each with the toasts of docs/product.md §6 and §8. */
export function useLetterActions(): LetterActions {
  const client = useQueryClient();
  const change = useLetterChange();
  const removal = useMutation({
    mutationFn: (letter: LetterSummary) => deleteLetter(letter.id),
    onSuccess: (_answer, letter) => dropLetter(client, letter.id),
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.letters.lists() }),
  });
  const { mutateAsync } = change;
  const { mutateAsync: deleteAsync } = removal;

  return useMemo<LetterActions>(() => {
    /** Sends a change; false when refused, with the api's message (and the server's version after a 409). */
    async function send(letter: LetterSummary, changes: Changes, what: string, optimistic = false): Promise<boolean> {
      try {
        await mutateAsync({ letter, changes, optimistic });
        return true;
      } catch (error) {
        if (error instanceof ApiError && error.status === 409) await reloadAfterConflict(client, letter, error, what);
        else toastApiError(error, GENERIC_FAILURE, actionOf(letter, what));
        return false;
      }
    }

    return {
      async toggleFavorite(letter) {
        await send(letter, { favorite: !letter.favorite }, 'favorite', true);
      },

      async save(letter, content) {
        // docs/product.md §5: refused before any request; the api refuses it too.
        if (!content.trim()) {
          toastError(fr.toasts.emptyLetter.title, fr.toasts.emptyLetter.description, actionOf(letter, 'content'));
          return false;
        }
        const saved = await send(letter, { content }, 'content');
        if (saved) toastSuccess(fr.toasts.letterSaved.title, fr.toasts.letterSaved.description, actionOf(letter, 'content'));
        return saved;
      },

      async rename(letter, title) {
        const renamed = await send(letter, { title }, 'title');
        if (renamed) toastSuccess(libraryTexts.renamed, undefined, actionOf(letter, 'title'));
        return renamed;
      },

      async updateApplication(letter, changes) {
        const status = changes.applicationStatus;
        const what = status ? 'status' : 'application';
        const kept = await send(letter, changes, what, status !== undefined);
        if (kept) toastSuccess(status ? applicationTexts.statusChanged(status) : applicationTexts.saved, undefined, actionOf(letter, what));
        return kept;
      },

      async remove(letter) {
        try {
          await deleteAsync(letter);
          toastSuccess(accountToasts.letterDeleted.title, undefined, actionOf(letter, 'delete'));
        } catch (error) {
          toastApiError(error, GENERIC_FAILURE, actionOf(letter, 'delete'));
        }
      },

      async copy(letter) {
        if (letter.locked) return void toastError(fr.toasts.premiumFeature.title, fr.toasts.premiumFeature.description);
        try {
          await navigator.clipboard.writeText(letter.content);
          toastSuccess(accountToasts.letterCopied.title, undefined, actionOf(letter, 'copy'));
        } catch {
          toastError('Erreur', "La lettre n'a pas pu être copiée. Sélectionnez le texte et copiez-le manuellement.", actionOf(letter, 'copy'));
        }
      },

      async download(letter, format, layout) {
        if (letter.locked) return void toastError(fr.toasts.premiumFeature.title, fr.toasts.premiumFeature.description);
        try {
          await downloadLetterExport(letter.id, format, layout);
          toastSuccess(accountToasts.downloadStarted.title, undefined, actionOf(letter, 'download'));
        } catch (error) {
          toastApiError(error, GENERIC_FAILURE, actionOf(letter, 'download'));
        }
      },
    };
  }, [client, mutateAsync, deleteAsync]);
}
