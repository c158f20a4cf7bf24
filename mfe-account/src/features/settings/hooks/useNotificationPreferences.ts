import { queryKeys, useMutation, useQuery, useQueryClient } from '@lettra/shared-ui/query';
import { fr } from '@lettra/shared-ui/strings';
import { toastApiError } from '../../../lib/toast-api-error.ts';
import { getPreferences } from '../api/get-preferences.ts';
import { savePreferences } from '../api/save-preferences.ts';
import { DEFAULT_PREFERENCES, type NotificationPreferences } from '../model/notification-preferences.ts';

/**
 * The three notification switches, saved for real (docs/decisions.md goes further than the spec's local-only
 * switches). A change shows at once and is undone if the api refuses it.
 */
export function useNotificationPreferences() {
  const client = useQueryClient();
  const key = queryKeys.account.preferences;
  const read = useQuery({ queryKey: key, queryFn: ({ signal }) => getPreferences(signal) });
  const saving = useMutation({
    mutationFn: savePreferences,
    onMutate: async (next) => {
      await client.cancelQueries({ queryKey: key });
      const previous = client.getQueryData<NotificationPreferences>(key) ?? DEFAULT_PREFERENCES;
      client.setQueryData(key, next);
      return previous;
    },
    onSuccess: (saved) => client.setQueryData(key, saved),
    onError: (error, _next, previous) => {
      client.setQueryData(key, previous);
      toastApiError(error, { title: 'Erreur', description: fr.common.genericError }, { action: 'preferences' });
    },
  });

  // Unreadable preferences: the defaults stay and a change will say whether the api can store it.
  const preferences = read.data ?? DEFAULT_PREFERENCES;
  return {
    preferences,
    ready: !read.isPending,
    change: (name: keyof NotificationPreferences, value: boolean) => saving.mutate({ ...preferences, [name]: value }),
  };
}
