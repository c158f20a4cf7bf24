import { EMAIL_CHANGE_PASSWORD_REQUIRED, type AccountExport, type NotificationPreferences } from '@lettra/contracts';
import type { BillingGateway } from '../billing/billing-gateway.ts';
import { mayStillCharge } from '../billing/subscription-state.ts';
import type { AppConfig } from '../config.ts';
import { AuthRequiredError } from '../errors/auth-required-error.ts';
import { ValidationError } from '../errors/validation-error.ts';
import { WrongPasswordError } from '../errors/wrong-password-error.ts';
import { toLetterView } from '../letters/letter-view.ts';
import type { LettersRepository } from '../letters/letters.repository.ts';
import { keptView } from '../refinement/kept-letter.ts';
import type { RefinementRepository } from '../refinement/refinement.repository.ts';
import { guessSubject, type GuessThrottle } from '../passwords/guess-throttle.ts';
import type { PasswordHasher } from '../passwords/password-hasher.ts';
import { assertPasswordNotCommon } from '../passwords/password-policy.ts';
import type { PremiumPolicy } from '../premium/premium-policy.ts';
import type { SavedResumeRepository } from '../saved-resume/saved-resume.repository.ts';
import { toCurrentUser, type CurrentUser } from '../sessions/current-user.ts';
import type { UserRow } from '../sessions/sessions.repository.ts';
import type { AccountRepository } from './account.repository.ts';
import type { EmailChangeService } from './email-change/email-change.service.ts';

interface AccountServiceDeps {
  repository: AccountRepository;
  letters: LettersRepository;
  /** What each letter keeps besides its text, for the export. */
  keptVersions: Pick<RefinementRepository, 'allForOwner'>;
  savedResume: SavedResumeRepository;
  hasher: PasswordHasher;
  guesses: GuessThrottle;
  emailChange: EmailChangeService;
  premium: PremiumPolicy;
  /** Stripe, to end a subscription with its account; null without STRIPE_SECRET_KEY. */
  billing: BillingGateway | null;
  config: Pick<AppConfig, 'now' | 'timeZone'>;
}

/** Settings (docs/product.md §2) made real: profile, password, preferences; and the RGPD rights (export, erasure). */
export function createAccountService({ repository, letters, keptVersions, savedResume, hasher, guesses, emailChange, premium, billing, config }: AccountServiceDeps) {
  /**
   * The password confirms who is at the keyboard before a sensitive change. A stolen session must not
   * make it a faster way to guess the password than login: guesses back off the same way, per account
   * and per `source` (docs/security.md, 'Login back-off').
   */
  async function confirmPassword(userId: string, password: string, source: string): Promise<UserRow> {
    const guess = await guesses.take(guessSubject.passwordCheck(userId), source);
    const user = await repository.findUser(userId);
    if (!user || !(await hasher.verify(user.passwordHash, password))) throw new WrongPasswordError();
    await guess.succeeded();
    return user;
  }

  return {
    /**
     * The profile form: the name changes at once. A new e-mail needs the password and only starts a
     * change (docs/security.md); `confirmationSentTo` is then the address the link went to, whether or
     * not another account has it, so that the answer reveals no account.
     */
    async updateProfile(
      user: CurrentUser,
      changes: { name?: string | undefined; email?: string | undefined; currentPassword?: string | undefined },
      source: string,
    ): Promise<{ user: CurrentUser; confirmationSentTo: string | null }> {
      const newEmail = changes.email !== undefined && changes.email !== user.email ? changes.email : null;
      if (newEmail !== null) {
        if (changes.currentPassword === undefined) {
          throw new ValidationError({ fields: { currentPassword: EMAIL_CHANGE_PASSWORD_REQUIRED } });
        }
        await confirmPassword(user.id, changes.currentPassword, source);
        // Before the name changes: a refused request changes nothing.
        await emailChange.assertMayRequest(user.id);
      }
      const row = changes.name !== undefined ? await repository.setName(user.id, changes.name) : await repository.findUser(user.id);
      // The session was just read with this user: only a deletion of the account in between gets here.
      if (!row) throw new AuthRequiredError();
      if (newEmail !== null) await emailChange.request(row, newEmail);
      return { user: toCurrentUser(row, premium), confirmationSentTo: newEmail };
    },

    /**
     * Sets a new password and ends the user's other sessions, reset links and pending e-mail change;
     * this browser stays signed in.
     */
    async changePassword(
      user: CurrentUser,
      currentSessionId: string | null,
      passwords: { currentPassword: string; newPassword: string },
      source: string,
    ): Promise<void> {
      const { currentPassword, newPassword } = passwords;
      await confirmPassword(user.id, currentPassword, source);
      assertPasswordNotCommon(newPassword);
      await repository.changePassword(user.id, await hasher.hash(newPassword), currentSessionId);
    },

    preferences: (user: CurrentUser): Promise<NotificationPreferences> => repository.findPreferences(user.id),

    savePreferences: (user: CurrentUser, preferences: NotificationPreferences): Promise<NotificationPreferences> =>
      repository.savePreferences(user.id, preferences),

    /**
     * Everything kept about the user (RGPD art. 15 and 20). Letters are shaped as everywhere else:
     * a user who is not premium gets their previews, so the export is no way around the paywall.
     */
    async exportData(user: CurrentUser): Promise<AccountExport> {
      const [preferences, rows, resume, kept] = await Promise.all([
        repository.findPreferences(user.id),
        letters.allForOwner(user.id),
        savedResume.find(user.id),
        keptVersions.allForOwner(user.id),
      ]);
      return {
        exportedAt: config.now().toISOString(),
        account: {
          id: user.id,
          name: user.name,
          email: user.email,
          createdAt: user.createdAt.toISOString(),
          lastActiveAt: user.lastActiveAt.toISOString(),
          isPremium: user.isPremium,
          subscription: {
            isSubscribed: user.isSubscribed,
            status: user.subscriptionStatus,
            currentPeriodEnd: user.currentPeriodEnd?.toISOString() ?? null,
            cancelAtPeriodEnd: user.cancelAtPeriodEnd,
          },
        },
        preferences,
        letters: rows.map((letter) => toLetterView(letter, user.isPremium, config.timeZone)),
        savedResume: resume,
        letterVersions: kept.map((letter) => ({ letterId: letter.letter.id, ...keptView(letter, user.isPremium) })),
      };
    },

    /**
     * RGPD art. 17: the account and everything attached to it, confirmed by the password. A Stripe
     * subscription ends first, at once and with no further charge; when Stripe cannot do it the
     * account stays (the error is answered), so no one is billed for an account that is gone.
     */
    async deleteAccount(user: CurrentUser, password: string, source: string): Promise<{ subscriptionCancelled: boolean }> {
      const row = await confirmPassword(user.id, password, source);
      const subscriptionId = row.stripeSubscriptionId;
      const cancel = billing !== null && subscriptionId !== null && mayStillCharge(row.subscriptionStatus);
      if (cancel) await billing.cancelNow(subscriptionId);
      await repository.deleteUser(user.id);
      return { subscriptionCancelled: cancel };
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
