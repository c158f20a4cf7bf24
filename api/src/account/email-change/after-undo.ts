const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * After an undo the account's address stays put for a while (docs/security.md): an intruder who gets
 * back in somehow (a password the owner picks again, a mailbox also compromised) cannot move the
 * account away again at once, and the owner has days to notice and act.
 */
export const AFTER_UNDO_HOLD_MS = 3 * DAY_MS;

/**
 * For this long after an undo, every step of a new change (the request, the confirmation) is mailed
 * to the restored address, whoever asks. The undone change is kept as long (retention/), to know it.
 */
export const AFTER_UNDO_WATCH_MS = 30 * DAY_MS;
