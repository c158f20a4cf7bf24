import type { FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { AuthRequiredError } from '../errors/auth-required-error.ts';
import { hashSecretToken, newSecretToken } from '../lib/secret-token.ts';
import { createPremiumPolicy, type PremiumPolicy } from '../premium/premium-policy.ts';
import { toCurrentUser, type CurrentUser } from '../sessions/current-user.ts';
import { createSessionCache } from '../sessions/session-cache.ts';
import { createSessionsRepository, type CheckedSession } from '../sessions/sessions.repository.ts';

declare module 'fastify' {
  interface FastifyInstance {
    premium: PremiumPolicy;
    /** onRequest hook for routes that need a signed-in user: 401 'Connexion requise' otherwise. */
    requireUser: onRequestHookHandler;
  }
  interface FastifyRequest {
    user: CurrentUser | null;
    /** Hash of the session token this request came with, when the session is valid. */
    sessionId: string | null;
  }
  interface FastifyReply {
    /** Opens a new session for `userId` (and ends the one the request came with): a new id at every login. */
    startSession: (userId: string) => Promise<void>;
    /** Ends the request's session on the server and clears the cookie. */
    endSession: () => Promise<void>;
  }
}

const DAY = 24 * 60 * 60 * 1000;
// Sliding idle timeout and absolute lifetime of a session.
export const SESSION_IDLE_TIMEOUT_MS = 7 * DAY;
export const SESSION_MAX_AGE_MS = 30 * DAY;
// Enough for any real browser's User-Agent; a longer one is cut rather than stored whole.
const USER_AGENT_MAX_LENGTH = 512;
// Writing last_seen_at on every request would turn every read into a write; once a minute is enough.
const TOUCH_INTERVAL_MS = 60_000;
// Checked sessions kept in memory (sessions/session-cache.ts): enough for every user active in the
// last seconds of a busy instance; an entry notifications somehow failed to drop lasts this long at most.
const SESSION_CACHE = { maxEntries: 10_000, maxAgeMs: 10_000 };

/** The session cookie's name: `__Host-` where the cookie is Secure. */
export const sessionCookieName = (secure: boolean) => (secure ? '__Host-lettra_sid' : 'lettra_sid');

/** The signed-in user of a request that went through `requireUser`. */
export function signedInUser(request: FastifyRequest): CurrentUser {
  if (!request.user) throw new AuthRequiredError();
  return request.user;
}

/**
 * Cookie sessions (docs/security-payments.md §2): an opaque 256-bit token in an httpOnly,
 * SameSite=Lax cookie (`__Host-` and Secure behind HTTPS); the database keeps only its sha256.
 */
export const sessionPlugin = fp(
  async (app) => {
    const { config } = app;
    const repository = createSessionsRepository(app.db);
    const premium = createPremiumPolicy(config);
    const cache = createSessionCache(SESSION_CACHE);
    const unsubscribe = app.dbChanges.subscribe({
      // 's:' + a session's id, 'u:' + an account's (drizzle/0004_session_change_notifications.sql);
      // 'l:' + the owner of a letter written, which no session shows (letters/letter-list-cache.ts).
      change: (payload) => {
        if (payload.startsWith('s:')) cache.forgetSession(payload.slice(2));
        else if (payload.startsWith('u:')) cache.forgetUser(payload.slice(2));
        else if (!payload.startsWith('l:')) cache.forgetAll();
      },
      listening: cache.enable,
      lost: cache.disable,
    });
    app.addHook('onClose', async () => unsubscribe());

    /** The session and its account, from memory when a notification would have said they changed. */
    async function checkedSession(id: string): Promise<{ found: CheckedSession | null; ticket: number | null }> {
      const cached = cache.get(id, config.now().getTime());
      if (cached) return { found: cached, ticket: null };
      const ticket = cache.ticket();
      return { found: await repository.findWithUser(id), ticket };
    }
    const cookieName = sessionCookieName(config.cookieSecure);
    const cookieOptions = { path: '/', httpOnly: true, sameSite: 'lax', secure: config.cookieSecure } as const;

    app.decorate('premium', premium);
    app.decorateRequest('user', null);
    app.decorateRequest('sessionId', null);

    app.decorateReply('startSession', async function (this: FastifyReply, userId: string) {
      const now = config.now();
      if (this.request.sessionId) await repository.delete(this.request.sessionId);
      await repository.deleteExpired(now, new Date(now.getTime() - SESSION_IDLE_TIMEOUT_MS), userId);
      // A login is activity: the deletion warning promises that logging in keeps the account.
      await repository.markUserActive(userId, now);
      const token = newSecretToken();
      await repository.insert({
        id: hashSecretToken(token),
        userId,
        createdAt: now,
        lastSeenAt: now,
        expiresAt: new Date(now.getTime() + SESSION_MAX_AGE_MS),
        userAgent: this.request.headers['user-agent']?.slice(0, USER_AGENT_MAX_LENGTH) ?? null,
      });
      this.setCookie(cookieName, token, { ...cookieOptions, maxAge: SESSION_MAX_AGE_MS / 1000 });
    });

    app.decorateReply('endSession', async function (this: FastifyReply) {
      if (this.request.sessionId) await repository.delete(this.request.sessionId);
      this.request.user = null;
      this.request.sessionId = null;
      this.clearCookie(cookieName, cookieOptions);
    });

    // Callback style: a signed-in request settles no promise here.
    app.decorate('requireUser', ((request, _reply, done) => {
      done(request.user ? undefined : new AuthRequiredError());
    }) satisfies onRequestHookHandler);

    app.addHook('onRequest', async (request, reply) => {
      const token = request.cookies[cookieName];
      // Static files of the front end never need the user.
      if (!token || !request.url.startsWith('/api/')) return;

      const id = hashSecretToken(token);
      const { found, ticket } = await checkedSession(id);
      const now = config.now();
      const expired =
        found !== null &&
        (found.session.expiresAt <= now || found.session.lastSeenAt.getTime() + SESSION_IDLE_TIMEOUT_MS <= now.getTime());
      if (!found || expired) {
        if (found) await repository.delete(id);
        reply.clearCookie(cookieName, cookieOptions);
        return;
      }
      if (now.getTime() - found.session.lastSeenAt.getTime() >= TOUCH_INTERVAL_MS) {
        // Its notifications drop the entry: the next request reads the new last_seen_at.
        await repository.touch(id, found.user.id, now);
      } else if (ticket !== null) {
        cache.put(ticket, id, found, now.getTime());
      }
      request.sessionId = id;
      request.user = toCurrentUser(found.user, premium);
    });
  },
  { name: 'session', dependencies: ['db', '@fastify/cookie'] },
);
