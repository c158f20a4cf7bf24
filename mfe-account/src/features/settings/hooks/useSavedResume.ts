import type { SavedResume } from '@lettra/contracts';
import { toastSuccess } from '@lettra/shared-ui';
import { queryKeys, useMutation, useQuery, useQueryClient } from '@lettra/shared-ui/query';
import { fr } from '@lettra/shared-ui/strings';
import { toastApiError } from '../../../lib/toast-api-error.ts';
import { deleteSavedResume } from '../api/delete-saved-resume.ts';
import { getSavedResume } from '../api/get-saved-resume.ts';

export type SavedResumeState = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; resume: SavedResume | null };

const RESUME = { action: 'saved-resume' };

/** The saved CV of the settings, and its deletion. */
export function useSavedResume() {
  const client = useQueryClient();
  const read = useQuery({ queryKey: queryKeys.account.savedResume, queryFn: ({ signal }) => getSavedResume(signal) });
  const removal = useMutation({
    mutationFn: deleteSavedResume,
    onSuccess: () => {
      client.setQueryData(queryKeys.account.savedResume, { resume: null });
      toastSuccess('CV supprimé', undefined, RESUME);
    },
    onError: (error) => toastApiError(error, { title: 'Erreur', description: fr.common.genericError }, RESUME),
  });

  const state: SavedResumeState = read.data
    ? { status: 'ready', resume: read.data.resume }
    : read.isError
      ? { status: 'failed' }
      : { status: 'loading' };
  return { state, deleting: removal.isPending, remove: () => removal.mutate() };
}
