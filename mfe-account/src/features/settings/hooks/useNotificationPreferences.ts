import { useEffect, useState } from 'react';
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
  const [preferences, setPreferences] = useState<NotificationPreferences>(DEFAULT_PREFERENCES);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    getPreferences(controller.signal).then(
      (saved) => {
        setPreferences(saved);
        setReady(true);
      },
      // Unreadable preferences: the defaults stay and a change will say whether the api can store it.
      () => setReady(!controller.signal.aborted),
    );
    return () => controller.abort();
  }, []);

  async function change(key: keyof NotificationPreferences, value: boolean) {
    const previous = preferences;
    const next = { ...previous, [key]: value };
    setPreferences(next);
    try {
      setPreferences(await savePreferences(next));
    } catch (error) {
      setPreferences(previous);
      toastApiError(error, { title: 'Erreur', description: fr.common.genericError });
    }
  }

  return { preferences, ready, change };
}
