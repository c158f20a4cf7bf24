import { useEffect, useState } from 'react';
import type { SavedResume } from '@lettra/contracts';
import { toastSuccess } from '@lettra/shared-ui';
import { fr } from '@lettra/shared-ui/strings';
import { toastApiError } from '../../../lib/toast-api-error.ts';
import { deleteSavedResume } from '../api/delete-saved-resume.ts';
import { getSavedResume } from '../api/get-saved-resume.ts';

export type SavedResumeState = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; resume: SavedResume | null };

/** The saved CV of the settings, and its deletion. */
export function useSavedResume() {
  const [state, setState] = useState<SavedResumeState>({ status: 'loading' });
  const [deleting, setDeleting] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    getSavedResume(controller.signal).then(
      ({ resume }) => setState({ status: 'ready', resume }),
      () => {
        if (!controller.signal.aborted) setState({ status: 'failed' });
      },
    );
    return () => controller.abort();
  }, []);

  async function remove() {
    setDeleting(true);
    try {
      await deleteSavedResume();
      setState({ status: 'ready', resume: null });
      toastSuccess('CV supprimé');
    } catch (error) {
      toastApiError(error, { title: 'Erreur', description: fr.common.genericError });
    } finally {
      setDeleting(false);
    }
  }

  return { state, deleting, remove };
}
