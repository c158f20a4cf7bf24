import type { AccountSession } from '@lettra/contracts';
import { toastSuccess } from '@lettra/shared-ui';
import { queryKeys, useMutation, useQuery, useQueryClient } from '@lettra/shared-ui/query';
import { fr } from '@lettra/shared-ui/strings';
import { toastApiError } from '../../../lib/toast-api-error.ts';
import { endOtherSessions } from '../api/end-other-sessions.ts';
import { endSession } from '../api/end-session.ts';
import { listSessions } from '../api/list-sessions.ts';

export type ActiveSessionsState = { state: 'loading' } | { state: 'ready'; sessions: AccountSession[] } | { state: 'failed' };

/** What to sign out: one device, or every other one. */
type Ending = { kind: 'one'; session: AccountSession } | { kind: 'others' };

async function signOut(ending: Ending): Promise<string> {
  if (ending.kind === 'one') {
    await endSession(ending.session.id);
    return `${ending.session.device} est déconnecté`;
  }
  const { ended } = await endOtherSessions();
  return ended === 1 ? 'Un autre appareil a été déconnecté' : `${ended} autres appareils ont été déconnectés`;
}

/** The account's signed-in devices, and the two ways to sign them out; the list is read again after each. */
export function useActiveSessions() {
  const client = useQueryClient();
  const read = useQuery({ queryKey: queryKeys.account.sessions, queryFn: ({ signal }) => listSessions(signal) });
  const signing = useMutation({
    mutationFn: signOut,
    onSuccess: (message) => toastSuccess(message, undefined, { action: 'sessions' }),
    onError: (error) => toastApiError(error, { title: 'Erreur', description: fr.common.genericError }, { action: 'sessions' }),
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.account.sessions }),
  });

  const result: ActiveSessionsState = read.data
    ? { state: 'ready', sessions: read.data.sessions }
    : read.isError
      ? { state: 'failed' }
      : { state: 'loading' };
  // The id being signed out, or 'others'; one action at a time.
  const pending = signing.isPending ? signing.variables : undefined;
  const ending = pending ? (pending.kind === 'one' ? pending.session.id : 'others') : null;
  return {
    result,
    ending,
    end: (session: AccountSession) => signing.mutate({ kind: 'one', session }),
    endOthers: () => signing.mutate({ kind: 'others' }),
  };
}
