import type { AccountSession } from '@lettra/contracts';
import type { AppConfig } from '../../config.ts';
import { SessionNotFoundError } from '../../errors/session-not-found-error.ts';
import { SESSION_IDLE_TIMEOUT_MS } from '../../plugins/session.ts';
import type { CurrentUser } from '../../sessions/current-user.ts';
import type { AccountSessionsRepository } from './account-sessions.repository.ts';
import { deviceName } from './device-name.ts';
import { listedSessionId } from './listed-session-id.ts';

interface AccountSessionsServiceDeps {
  repository: AccountSessionsRepository;
  config: Pick<AppConfig, 'now'>;
}

/**
 * Settings' list of signed-in devices (docs/security.md): see them, end one, end all the others.
 * Only the account's own sessions are ever read or ended; `currentId` is the one asking.
 */
export function createAccountSessionsService({ repository, config }: AccountSessionsServiceDeps) {
  async function open(user: CurrentUser) {
    const now = config.now();
    return repository.listOpen(user.id, now, new Date(now.getTime() - SESSION_IDLE_TIMEOUT_MS));
  }

  return {
    async list(user: CurrentUser, currentId: string | null): Promise<AccountSession[]> {
      const listed = (await open(user)).map((session) => ({
        id: listedSessionId(session.id),
        device: deviceName(session.userAgent),
        signedInAt: session.createdAt.toISOString(),
        lastActiveAt: session.lastSeenAt.toISOString(),
        current: session.id === currentId,
      }));
      // This browser first, then the most recently active (the query's order).
      return [...listed.filter((session) => session.current), ...listed.filter((session) => !session.current)];
    },

    /** Ends the session listed under `listedId`; whether it was the one asking (then its cookie goes too). */
    async end(user: CurrentUser, currentId: string | null, listedId: string): Promise<{ wasCurrent: boolean }> {
      const session = (await open(user)).find((candidate) => listedSessionId(candidate.id) === listedId);
      if (!session || (await repository.deleteOwned(user.id, [session.id])) === 0) throw new SessionNotFoundError();
      return { wasCurrent: session.id === currentId };
    },

    /** 'Déconnecter les autres appareils': every session but the one asking; how many ended. */
    endOthers: (user: CurrentUser, currentId: string): Promise<number> => repository.deleteOthers(user.id, currentId),
  };
}

export type AccountSessionsService = ReturnType<typeof createAccountSessionsService>;
