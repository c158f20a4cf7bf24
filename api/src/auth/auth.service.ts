import type { AppConfig } from '../config.ts';
import { EmailTakenError } from '../errors/email-taken-error.ts';
import { InvalidCredentialsError } from '../errors/invalid-credentials-error.ts';
import { InvalidResetTokenError } from '../errors/invalid-reset-token-error.ts';
import { InvalidSignupLinkError } from '../errors/invalid-signup-link-error.ts';
import { TermsNotAcceptedError } from '../errors/terms-not-accepted-error.ts';
import { WrongPasswordError } from '../errors/wrong-password-error.ts';
import { newId } from '../lib/ids.ts';
import { hashSecretToken, newSecretToken } from '../lib/secret-token.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { PasswordHasher } from '../passwords/password-hasher.ts';
import type { BackgroundTasks } from '../plugins/background-tasks.ts';
import { guessSubject, type GuessThrottle } from '../passwords/guess-throttle.ts';
import { assertPasswordNotCommon } from '../passwords/password-policy.ts';
import type { UserRow } from '../sessions/sessions.repository.ts';
import type { AuthRepository } from './auth.repository.ts';
import { signupLink, signupLinkMail, signupTakenMail } from './signup-mails.ts';

const RESET_LINK_LIFETIME_MS = 60 * 60 * 1000;
// Long enough to read the mail the next day.
const SIGNUP_LINK_LIFETIME_MS = 24 * 60 * 60 * 1000;
// Sign-ups kept waiting per address: the owner's among a stranger's few.
const SIGNUP_REQUESTS_KEPT = 5;

export interface SignupInput {
  name: string;
  email: string;
  password: string;
  acceptTerms: boolean;
}

interface AuthServiceDeps {
  repository: AuthRepository;
  hasher: PasswordHasher;
  guesses: GuessThrottle;
  mailer: Mailer;
  background: Pick<BackgroundTasks, 'run'>;
  config: Pick<AppConfig, 'now' | 'publicUrl'>;
}

/** Signup, login, and password reset by e-mail link. Sessions themselves are the session plugin's. */
export function createAuthService({ repository, hasher, guesses, mailer, background, config }: AuthServiceDeps) {
  async function sendResetLink(email: string): Promise<void> {
    const user = await repository.findUserByEmail(email);
    if (!user) return;
    const now = config.now();
    const token = newSecretToken();
    await repository.insertPasswordReset({
      tokenHash: hashSecretToken(token),
      userId: user.id,
      email: user.email,
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
    });
  }

  return {
    /**
     * A sign-up (docs/security.md 'Sign-up by e-mail link'): the form is checked (nothing of it depends
     * on the address), the password hashed and the request recorded, the same work for every address;
     * then, after the answer, a free address gets the link that creates the account and one with an
     * account a notice. `mayMail` is false over the per-address limit: the request still waits, and a
     * link already in the mailbox activates it, so the owner is never turned away.
     */
    async requestSignup(input: SignupInput, mayMail: boolean): Promise<void> {
      if (!input.acceptTerms) throw new TermsNotAcceptedError();
      assertPasswordNotCommon(input.password);
      const now = config.now();
      const token = newSecretToken();
      await repository.addSignupRequest(
        {
          tokenHash: hashSecretToken(token),
          email: input.email,
          name: input.name,
          passwordHash: await hasher.hash(input.password),
          createdAt: now,
          expiresAt: new Date(now.getTime() + SIGNUP_LINK_LIFETIME_MS),
        },
        SIGNUP_REQUESTS_KEPT,
      );
      if (!mayMail) return;
      background.run('sign-up mail', async () => {
        const taken = (await repository.findUserByEmail(input.email)) !== null || (await repository.isHeldForUndo(input.email, now));
        await mailer.send(taken ? signupTakenMail(input.email, config.publicUrl) : signupLinkMail(input.email, signupLink(config.publicUrl, token)));
      });
    },

    /**
     * Creates the account of a sign-up link, given the password chosen at sign-up: the one waiting for
     * the link's address whose password it is. Someone who did not sign up cannot activate an account a
     * stranger prepared with their address; the owner can activate theirs from any link to it.
     */
    async confirmSignup(token: string, password: string): Promise<UserRow> {
      const now = config.now();
      const request = await repository.findSignupRequest(hashSecretToken(token), now);
      if (!request) throw new InvalidSignupLinkError();
      for (const candidate of await repository.signupRequestsFor(request.email, now)) {
        if (!(await hasher.verify(candidate.passwordHash, password))) continue;
        if (await repository.isHeldForUndo(candidate.email, now)) throw new EmailTakenError();
        const user = await repository.createAccountFromSignup({
          id: newId('user'),
          name: candidate.name,
          email: candidate.email,
          passwordHash: candidate.passwordHash,
          createdAt: now,
          lastActiveAt: now,
        });
        if (!user) throw new EmailTakenError();
        return user;
      }
      throw new WrongPasswordError();
    },

    /**
     * Checks the credentials; any failure is the same InvalidCredentialsError (docs/product.md §5). The guess is
     * counted first, per account and per `source` (the client's address), and refused while in back-off.
     */
    async login(email: string, password: string, source: string): Promise<UserRow> {
      const guess = await guesses.take(guessSubject.login(email), source);

      const user = await repository.findUserByEmail(email);
      const valid = user ? await hasher.verify(user.passwordHash, password) : await hasher.verifyAgainstNothing(password);
      if (!user || !valid) throw new InvalidCredentialsError();

      await guess.succeeded();
      if (hasher.needsRehash(user.passwordHash)) {
        await repository.setPasswordHash(user.id, await hasher.hash(password));
      }
      return user;
    },

    /**
     * Answers at once and sends a one-hour, single-use link afterwards when the account exists: the
     * request does the same work, and takes the same time, whether the address has an account or not.
     */
    requestPasswordReset(email: string): void {
      background.run('password reset link', () => sendResetLink(email));
    },

    /**
     * Sets the new password and signs the user out everywhere: whoever had the old one is out, and
     * so are the links they may have asked for (other reset links, a pending e-mail change).
     */
    async confirmPasswordReset(token: string, password: string): Promise<void> {
      assertPasswordNotCommon(password);
      const userId = await repository.resetPassword(hashSecretToken(token), config.now(), await hasher.hash(password));
      if (!userId) throw new InvalidResetTokenError();
      // Proving access to the mailbox also lifts a login back-off on the account.
      const user = await repository.findUserById(userId);
      if (user) await guesses.clear(guessSubject.login(user.email));
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
