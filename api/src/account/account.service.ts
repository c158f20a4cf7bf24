import type { AccountExport, NotificationPreferences } from '@lettra/letter-engine';
import type { BillingGateway } from '../billing/billing-gateway.ts';
import { mayStillCharge } from '../billing/subscription-state.ts';
import type { AppConfig } from '../config.ts';
import { EmailTakenError } from '../errors/email-taken-error.ts';
import { WrongPasswordError } from '../errors/wrong-password-error.ts';
import { toLetterView } from '../letters/letter-view.ts';
import type { LettersRepository } from '../letters/letters.repository.ts';
import type { PasswordHasher } from '../passwords/password-hasher.ts';
import { assertPasswordNotCommon } from '../passwords/password-policy.ts';
import type { PremiumPolicy } from '../premium/premium-policy.ts';
import { toCurrentUser, type CurrentUser } from '../sessions/current-user.ts';
import type { SessionsRepository, UserRow } from '../sessions/sessions.repository.ts';
import type { AccountRepository } from './account.repository.ts';

interface AccountServiceDeps {
  repository: AccountRepository;
  letters: LettersRepository;
  sessions: SessionsRepository;
  hasher: PasswordHasher;
  premium: PremiumPolicy;
  /** Stripe, to end a subscription with its account; null without STRIPE_SECRET_KEY. */
  billing: BillingGateway | null;
  config: Pick<AppConfig, 'now' | 'timeZone'>;
}

/** Settings (spec §2) made real: profile, password, preferences; and the RGPD rights (export, erasure). */
export function createAccountService({ repository, letters, sessions, hasher, premium, billing, config }: AccountServiceDeps) {
  // The password confirms who is at the keyboard before a sensitive change.
  async function confirmPassword(userId: string, password: string): Promise<UserRow> {
    const user = await repository.findUser(userId);
    if (!user || !(await hasher.verify(user.passwordHash, password))) throw new WrongPasswordError();
    return user;
  }

  return {
    async updateProfile(user: CurrentUser, changes: { name?: string | undefined; email?: string | undefined }): Promise<CurrentUser> {
      const updated = await repository.updateProfile(user.id, {
        ...(changes.name !== undefined ? { name: changes.name } : {}),
        ...(changes.email !== undefined ? { email: changes.email } : {}),
      });
      if (!updated) throw new EmailTakenError();
      return toCurrentUser(updated, premium);
    },

    /** Sets a new password and ends the user's other sessions; this browser stays signed in. */
    async changePassword(user: CurrentUser, currentSessionId: string | null, currentPassword: string, newPassword: string): Promise<void> {
      await confirmPassword(user.id, currentPassword);
      assertPasswordNotCommon(newPassword);
      await repository.setPasswordHash(user.id, await hasher.hash(newPassword));
      await sessions.deleteAllForUser(user.id, currentSessionId ?? undefined);
    },

    preferences: (user: CurrentUser): Promise<NotificationPreferences> => repository.findPreferences(user.id),

    savePreferences: (user: CurrentUser, preferences: NotificationPreferences): Promise<NotificationPreferences> =>
      repository.savePreferences(user.id, preferences),

    /**
     * Everything kept about the user (RGPD art. 15 and 20). Letters are shaped as everywhere else:
     * a user who is not premium gets their previews, so the export is no way around the paywall.
     */
    async exportData(user: CurrentUser): Promise<AccountExport> {
      const [preferences, rows] = await Promise.all([
        repository.findPreferences(user.id),
        letters.listForOwner(user.id, { tab: 'all' }),
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
      };
    },

    /**
     * RGPD art. 17: the account and everything attached to it, confirmed by the password. A Stripe
     * subscription ends first, at once and with no further charge; when Stripe cannot do it the
     * account stays (the error is answered), so no one is billed for an account that is gone.
     */
    async deleteAccount(user: CurrentUser, password: string): Promise<{ subscriptionCancelled: boolean }> {
      const row = await confirmPassword(user.id, password);
      const subscriptionId = row.stripeSubscriptionId;
      const cancel = billing !== null && subscriptionId !== null && mayStillCharge(row.subscriptionStatus);
      if (cancel) await billing.cancelNow(subscriptionId);
      await repository.deleteUser(user.id);
      return { subscriptionCancelled: cancel };
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
