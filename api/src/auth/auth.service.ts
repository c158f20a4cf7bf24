import type { AppConfig } from '../config.ts';
import { EmailTakenError } from '../errors/email-taken-error.ts';
import { InvalidCredentialsError } from '../errors/invalid-credentials-error.ts';
import { InvalidResetTokenError } from '../errors/invalid-reset-token-error.ts';
import { TermsNotAcceptedError } from '../errors/terms-not-accepted-error.ts';
import { TooManyAttemptsError } from '../errors/too-many-attempts-error.ts';
import { newId } from '../lib/ids.ts';
import { hashSecretToken, newSecretToken } from '../lib/secret-token.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { PasswordHasher } from '../passwords/password-hasher.ts';
import { assertPasswordNotCommon, loginThrottleKey } from '../passwords/password-policy.ts';
import type { SessionsRepository, UserRow } from '../sessions/sessions.repository.ts';
import type { AuthRepository } from './auth.repository.ts';

const RESET_LINK_LIFETIME_MS = 60 * 60 * 1000;
// Per-account back-off (notes/security-payments.md §2): from the n-th consecutive failure, wait
// 2^(failures − n) seconds, at most 15 minutes. Gentler than a lockout, which attackers can use
// to lock real users out.
const MAX_BACKOFF_MS = 15 * 60 * 1000;

export interface SignupInput {
  name: string;
  email: string;
  password: string;
  acceptTerms: boolean;
}

interface AuthServiceDeps {
  repository: AuthRepository;
  sessions: SessionsRepository;
  hasher: PasswordHasher;
  mailer: Mailer;
  config: Pick<AppConfig, 'now' | 'publicUrl' | 'loginBackoffAfter'>;
}

/** Signup, login, and password reset by e-mail link. Sessions themselves are the session plugin's. */
export function createAuthService({ repository, sessions, hasher, mailer, config }: AuthServiceDeps) {
  async function countFailure(key: string, now: Date): Promise<void> {
    const failures = await repository.recordLoginFailure(key, now);
    if (failures < config.loginBackoffAfter) return;
    const waitMs = Math.min(2 ** (failures - config.loginBackoffAfter) * 1000, MAX_BACKOFF_MS);
    await repository.blockLogin(key, new Date(now.getTime() + waitMs));
  }

  return {
    async signup(input: SignupInput): Promise<UserRow> {
      if (!input.acceptTerms) throw new TermsNotAcceptedError();
      assertPasswordNotCommon(input.password);
      const now = config.now();
      if ((await repository.findUserByEmail(input.email)) || (await repository.isHeldForUndo(input.email, now))) throw new EmailTakenError();
      const user = await repository.insertUser({
        id: newId('user'),
        name: input.name,
        email: input.email,
        passwordHash: await hasher.hash(input.password),
        createdAt: now,
        lastActiveAt: now,
      });
      if (!user) throw new EmailTakenError();
      return user;
    },

    /** Checks the credentials; any failure is the same InvalidCredentialsError (spec §5). */
    async login(email: string, password: string): Promise<UserRow> {
      const now = config.now();
      const key = loginThrottleKey(email);
      const throttle = await repository.findLoginThrottle(key);
      if (throttle?.blockedUntil && throttle.blockedUntil > now) {
        throw new TooManyAttemptsError((throttle.blockedUntil.getTime() - now.getTime()) / 1000);
      }

      const user = await repository.findUserByEmail(email);
      const valid = user ? await hasher.verify(user.passwordHash, password) : await hasher.verifyAgainstNothing(password);
      if (!user || !valid) {
        await countFailure(key, now);
        throw new InvalidCredentialsError();
      }

      if (throttle) await repository.clearLoginThrottle(key);
      if (hasher.needsRehash(user.passwordHash)) {
        await repository.setPasswordHash(user.id, await hasher.hash(password));
      }
      return user;
    },

    /** Sends a one-hour, single-use link when the account exists; says nothing either way. */
    async requestPasswordReset(email: string): Promise<void> {
      const user = await repository.findUserByEmail(email);
      if (!user) return;
      const now = config.now();
      const token = newSecretToken();
      await repository.insertPasswordReset({
        tokenHash: hashSecretToken(token),
        userId: user.id,
        createdAt: now,
        expiresAt: new Date(now.getTime() + RESET_LINK_LIFETIME_MS),
      });
      const link = `${config.publicUrl}/forgot-password?token=${token}`;
      await mailer.send({
        to: user.email,
        subject: 'Réinitialisation de votre mot de passe Lettra',
        text: [
          `Bonjour ${user.name},`,
          '',
          'Vous avez demandé à réinitialiser le mot de passe de votre compte Lettra.',
          'Pour en choisir un nouveau, ouvrez ce lien (valable une heure, une seule fois) :',
          '',
          link,
          '',
          'Si vous n’êtes pas à l’origine de cette demande, ignorez ce message : votre mot de passe reste inchangé.',
          '',
          'L’équipe Lettra',
        ].join('\n'),
        link,
      });
    },

    /** Sets the new password and signs the user out everywhere: whoever had the old one is out. */
    async confirmPasswordReset(token: string, password: string): Promise<void> {
      assertPasswordNotCommon(password);
      const userId = await repository.consumePasswordReset(hashSecretToken(token), config.now());
      if (!userId) throw new InvalidResetTokenError();
      await repository.setPasswordHash(userId, await hasher.hash(password));
      await repository.deletePasswordResets(userId);
      await sessions.deleteAllForUser(userId);
      // Proving access to the mailbox also lifts a login back-off on the account.
      const user = await repository.findUserById(userId);
      if (user) await repository.clearLoginThrottle(loginThrottleKey(user.email));
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
