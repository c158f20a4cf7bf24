import { useEffect, useState } from 'react';
import type { AccountSession } from '@lettra/contracts';
import { toastSuccess } from '@lettra/shared-ui';
import { fr } from '@lettra/shared-ui/strings';
import { toastApiError } from '../../../lib/toast-api-error.ts';
import { endOtherSessions } from '../api/end-other-sessions.ts';
import { endSession } from '../api/end-session.ts';
import { listSessions } from '../api/list-sessions.ts';

export type ActiveSessionsState = { state: 'loading' } | { state: 'ready'; sessions: AccountSession[] } | { state: 'failed' };

/** The account's signed-in devices, and the two ways to sign them out; the list is read again after each. */
export function useActiveSessions() {
  const [result, setResult] = useState<ActiveSessionsState>({ state: 'loading' });
  const [reads, setReads] = useState(0);
  // The id being signed out, or 'others'; one action at a time.
  const [ending, setEnding] = useState<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    listSessions(controller.signal).then(
      ({ sessions }) => setResult({ state: 'ready', sessions }),
      () => {
        if (!controller.signal.aborted) setResult({ state: 'failed' });
      },
    );
    return () => controller.abort();
  }, [reads]);

  async function run(key: string, action: () => Promise<string>) {
    setEnding(key);
    try {
      toastSuccess(await action());
      setReads((count) => count + 1);
    } catch (error) {
      toastApiError(error, { title: 'Erreur', description: fr.common.genericError });
    } finally {
      setEnding(null);
    }
  }

  return {
    result,
    ending,
    end: (session: AccountSession) =>
      run(session.id, async () => {
        await endSession(session.id);
        return `${session.device} est déconnecté`;
      }),
    endOthers: () =>
      run('others', async () => {
        const { ended } = await endOtherSessions();
        return ended === 1 ? 'Un autre appareil a été déconnecté' : `${ended} autres appareils ont été déconnectés`;
      }),
  };
}
