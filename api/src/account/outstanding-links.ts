import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { emailChanges, passwordResets } from '../db/schema.ts';

/**
 * Drops every password-reset link and every pending (not yet confirmed) e-mail change of an account.
 * Called inside the transaction of each step that must shut an intruder out: an undo, a confirmed
 * change, a password change or reset, signing out the other devices (docs/security.md). A link asked
 * for before that step, by whoever then held the session or the mailbox, must not outlive it. A made
 * change's undo link stays: it belongs to the owner's old mailbox.
 */
export async function dropOutstandingLinks(tx: Database, userId: string): Promise<void> {
  await tx.delete(passwordResets).where(eq(passwordResets.userId, userId));
  await tx.delete(emailChanges).where(and(eq(emailChanges.userId, userId), isNull(emailChanges.confirmedAt)));
}
