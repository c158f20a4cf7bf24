import type { AppConfig } from '../../config.ts';
import { EmailChangeOnHoldError } from '../../errors/email-change-on-hold-error.ts';
import { EmailTakenError } from '../../errors/email-taken-error.ts';
import { InvalidEmailChangeLinkError } from '../../errors/invalid-email-change-link-error.ts';
import { hashSecretToken, newSecretToken } from '../../lib/secret-token.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { PasswordHasher } from '../../passwords/password-hasher.ts';
import type { UserRow } from '../../sessions/sessions.repository.ts';
import { AFTER_UNDO_HOLD_MS, AFTER_UNDO_WATCH_MS } from './after-undo.ts';
import { addressTakenMail, changedMail, changeRequestedMail, confirmationMail, emailChangeLink } from './email-change-mails.ts';
import type { EmailChangeRepository } from './email-change.repository.ts';

const HOUR_MS = 60 * 60 * 1000;
// Long enough to read the mail the next day; short enough that a forgotten link is soon worthless.
const CONFIRM_LINK_LIFETIME_MS = 24 * HOUR_MS;
// Someone away for a week still gets their account back.
const UNDO_LINK_LIFETIME_MS = 7 * 24 * HOUR_MS;

interface EmailChangeServiceDeps {
  repository: EmailChangeRepository;
  hasher: PasswordHasher;
  mailer: Mailer;
  config: Pick<AppConfig, 'now' | 'publicUrl'>;
}

/**
 * A change of e-mail address (docs/security.md). A session alone cannot move the account to another
 * mailbox: the password is checked before `request`, the change is made only by the link sent to the
 * new address, and the old address gets a link that undoes it, ends every session and asks for a
 * new password, since whoever made an unwanted change knew the old one.
 */
export function createEmailChangeService({ repository, hasher, mailer, config }: EmailChangeServiceDeps) {
  const after = (ms: number) => new Date(config.now().getTime() + ms);

  /** How long ago a change of the account was undone, or null. */
  async function sinceUndo(userId: string): Promise<number | null> {
    const undoneAt = await repository.lastUndoneAt(userId);
    return undoneAt ? config.now().getTime() - undoneAt.getTime() : null;
  }

  return {
    /** Throws EmailChangeOnHoldError within days of an undone change: the restored address stays put. */
    async assertMayRequest(userId: string): Promise<void> {
      const since = await sinceUndo(userId);
      if (since !== null && since < AFTER_UNDO_HOLD_MS) throw new EmailChangeOnHoldError();
    },

    /**
     * Sends the confirmation link to `newEmail`, or, when another account has it, a notice with no link.
     * Within weeks of an undone change, the account's own address is told too.
     */
    async request(user: UserRow, newEmail: string): Promise<void> {
      const since = await sinceUndo(user.id);
      if (since !== null && since < AFTER_UNDO_HOLD_MS) throw new EmailChangeOnHoldError();
      if (since !== null && since < AFTER_UNDO_WATCH_MS) await mailer.send(changeRequestedMail(user.name, user.email, newEmail));
      if (await repository.emailTaken(newEmail, config.now())) {
        await mailer.send(addressTakenMail(newEmail, config.publicUrl));
        return;
      }
      const token = newSecretToken();
      await repository.replacePending({
        confirmTokenHash: hashSecretToken(token),
        userId: user.id,
        oldEmail: user.email,
        newEmail,
        createdAt: config.now(),
        expiresAt: after(CONFIRM_LINK_LIFETIME_MS),
      });
      await mailer.send(confirmationMail(newEmail, emailChangeLink(config.publicUrl, 'confirm', token)));
    },

    /** Makes the change the link was sent for, and tells the old address how to undo it; the new address. */
    async confirm(token: string): Promise<string> {
      const undoToken = newSecretToken();
      const outcome = await repository.confirm(hashSecretToken(token), config.now(), {
        tokenHash: hashSecretToken(undoToken),
        expiresAt: after(UNDO_LINK_LIFETIME_MS),
      });
      if ('taken' in outcome) throw new EmailTakenError();
      if ('invalid' in outcome) throw new InvalidEmailChangeLinkError();
      const { made } = outcome;
      await mailer.send(changedMail(made.name, made, emailChangeLink(config.publicUrl, 'undo', undoToken)));
      return made.newEmail;
    },

    /** Puts the old address back, ends every session and makes the password unusable until a reset. */
    async undo(token: string): Promise<void> {
      // Nobody knows this password: the owner chooses a new one through the reset link, sent to the restored address.
      const unusable = await hasher.hash(newSecretToken());
      const outcome = await repository.undo(hashSecretToken(token), config.now(), unusable);
      if (!outcome) throw new InvalidEmailChangeLinkError();
      if ('taken' in outcome) throw new EmailTakenError();
    },
  };
}

export type EmailChangeService = ReturnType<typeof createEmailChangeService>;
