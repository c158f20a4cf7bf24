const HOUR_MS = 60 * 60 * 1000;

/**
 * How often a new e-mail address may be asked for (docs/security.md). Each request mails a link to an
 * address the asker chooses, so it is kept far below the login's 10 a minute: a person who mistyped
 * an address tries again once or twice, nobody needs more.
 */
export const EMAIL_CHANGE_LIMITS = {
  /** Per account: 3 requests an hour. */
  perAccount: { max: 3, timeWindow: HOUR_MS },
  /** Per address asked for, from every account together: 3 mails a day to one address. */
  perTarget: { max: 3, timeWindow: 24 * HOUR_MS },
} as const;
