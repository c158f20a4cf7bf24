import { useCallback, useMemo } from 'react';
import { ApiError, toastError, toastSuccess } from '@lettra/shared-ui';
import { fr } from '@lettra/shared-ui/strings';
import { downloadLetterExport, type ExportFormat } from '@lettra/shared-ui/letter-actions';
import { toastApiError } from '../../../lib/toast-api-error.ts';
import { deleteLetter } from '../api/delete-letter.ts';
import { getLetter } from '../api/get-letter.ts';
import { updateLetter } from '../api/update-letter.ts';
import type { ApplicationChanges } from '../components/ApplicationPanel.tsx';
import { applicationTexts } from '../content/application-texts.ts';
import { libraryTexts } from '../content/library-texts.ts';
import type { Letter, LetterSummary } from '../../../entities/letters/model/letter.ts';

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

/** Where the server's answers go: the list, and the opened letter. */
export interface LetterStore {
  replace(letter: Letter): void;
  remove(id: string): void;
}

/** What the user can do to a listed letter, each with the toasts of docs/product.md §6 and §8. */
export function useLetterActions({ replace, remove }: LetterStore): LetterActions {

  // A stale version (409): the server kept the other change. Show its message and bring that change in,
  // while the editor keeps the user's draft: nothing is overwritten and nothing typed is lost.
  const reloadAfterConflict = useCallback(
    async (id: string, error: ApiError) => {
      toastError(error.message, 'La dernière version de la lettre a été rechargée.');
      try {
        replace(await getLetter(id));
      } catch (reloadError) {
        if (reloadError instanceof ApiError && reloadError.status === 404) remove(id);
      }
    },
    [replace, remove],
  );

  const failed = useCallback(
    async (letter: LetterSummary, error: unknown) => {
      if (error instanceof ApiError && error.status === 409) await reloadAfterConflict(letter.id, error);
      else toastApiError(error, GENERIC_FAILURE);
    },
    [reloadAfterConflict],
  );

  return useMemo<LetterActions>(
    () => ({
      async toggleFavorite(letter) {
        try {
          replace(await updateLetter(letter.id, { version: letter.version, favorite: !letter.favorite }));
        } catch (error) {
          await failed(letter, error);
        }
      },

      async save(letter, content) {
        // docs/product.md §5: refused before any request; the api refuses it too.
        if (!content.trim()) {
          toastError(fr.toasts.emptyLetter.title, fr.toasts.emptyLetter.description);
          return false;
        }
        try {
          replace(await updateLetter(letter.id, { version: letter.version, content }));
          toastSuccess(fr.toasts.letterSaved.title, fr.toasts.letterSaved.description);
          return true;
        } catch (error) {
          await failed(letter, error);
          return false;
        }
      },

      async rename(letter, title) {
        try {
          replace(await updateLetter(letter.id, { version: letter.version, title }));
          toastSuccess(libraryTexts.renamed);
          return true;
        } catch (error) {
          await failed(letter, error);
          return false;
        }
      },

      async updateApplication(letter, changes) {
        try {
          replace(await updateLetter(letter.id, { version: letter.version, ...changes }));
          toastSuccess(changes.applicationStatus ? applicationTexts.statusChanged(changes.applicationStatus) : applicationTexts.saved);
          return true;
        } catch (error) {
          await failed(letter, error);
          return false;
        }
      },

      async remove(letter) {
        try {
          await deleteLetter(letter.id);
          remove(letter.id);
          toastSuccess(fr.toasts.letterDeleted.title);
        } catch (error) {
          toastApiError(error, GENERIC_FAILURE);
        }
      },

      async copy(letter) {
        if (letter.locked) return void toastError(fr.toasts.premiumFeature.title, fr.toasts.premiumFeature.description);
        try {
          await navigator.clipboard.writeText(letter.content);
          toastSuccess(fr.toasts.letterCopied.title);
        } catch {
          toastError('Erreur', "La lettre n'a pas pu être copiée. Sélectionnez le texte et copiez-le manuellement.");
        }
      },

      async download(letter, format, layout) {
        if (letter.locked) return void toastError(fr.toasts.premiumFeature.title, fr.toasts.premiumFeature.description);
        try {
          await downloadLetterExport(letter.id, format, layout);
          toastSuccess(fr.toasts.downloadStarted.title);
        } catch (error) {
          toastApiError(error, GENERIC_FAILURE);
        }
      },
    }),
    [replace, remove, failed],
  );
}
