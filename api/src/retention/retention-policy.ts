import { and, eq, gt, gte, inArray, isNotNull, isNull, lt, lte, not, or, sql, type SQL } from 'drizzle-orm';
import { PREMIUM_STATUSES } from '../billing/subscription-state.ts';
import { users } from '../db/schema.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** docs/product.md §1, FAQ, terms and privacy pages: an account without activity for 30 days is deleted… */
export const INACTIVITY_LIMIT_MS = 30 * DAY_MS;
/** …and an e-mail warns its owner 7 days before. */
export const WARNING_NOTICE_MS = 7 * DAY_MS;

/** The moments that decide, at `now`, which accounts are warned and which are deleted. */
export interface RetentionSchedule {
  now: Date;
  /** Inactive since this moment or earlier (23 days): the warning is due. */
  warnInactiveSince: Date;
  /** Inactive since this moment or earlier (30 days)… */
  deleteInactiveSince: Date;
  /** …and warned at this moment or earlier (7 days), after the last activity: the deletion is due. */
  deleteWarnedBefore: Date;
}

export function retentionSchedule(now: Date): RetentionSchedule {
  const ago = (ms: number) => new Date(now.getTime() - ms);
  return {
    now,
    warnInactiveSince: ago(INACTIVITY_LIMIT_MS - WARNING_NOTICE_MS),
    deleteInactiveSince: ago(INACTIVITY_LIMIT_MS),
    deleteWarnedBefore: ago(WARNING_NOTICE_MS),
  };
}

/** The date a warning sent at `warnedAt` announces; the deletion never comes earlier. */
export const deletionDateAfter = (warnedAt: Date): Date => new Date(warnedAt.getTime() + WARNING_NOTICE_MS);

// Raw SQL gets no column encoder: the moment is passed as text and cast, the same on PGlite and PostgreSQL.
const moment = (date: Date): SQL => sql`${date.toISOString()}::timestamptz`;

// drizzle's and()/or() type their result as optional, for lists that may be empty; these never are.
const allOf = (...terms: SQL[]): SQL => and(...terms) ?? sql`true`;
const anyOf = (...terms: SQL[]): SQL => or(...terms) ?? sql`false`;

// Where the 30 days start: the last activity, or the end of the last subscription when that is later
// (privacy page: 'Le délai de 30 jours commence à la fin de l'abonnement'). GREATEST skips a NULL.
const inactiveSince = sql`greatest(${users.lastActiveAt}, ${users.currentPeriodEnd})`;

// A subscription running now keeps the account whatever its inactivity (terms, privacy and GDPR
// pages), as premium-policy.ts `hasSubscription` sees it: a cancelled one ends with its paid period,
// and a demo one (no Stripe subscription id) with its month, since no webhook ever ends them. No term
// may be NULL (a NULL status, a NULL period end), or NOT would make the whole condition NULL and leave
// the account out of both lists.
const subscriptionRunsAt = (now: Date): SQL =>
  allOf(
    anyOf(eq(users.isSubscribed, true), inArray(sql`coalesce(${users.subscriptionStatus}, '')`, PREMIUM_STATUSES)),
    not(allOf(eq(users.cancelAtPeriodEnd, true), isNotNull(users.currentPeriodEnd), lte(users.currentPeriodEnd, now))),
    anyOf(isNotNull(users.stripeSubscriptionId), allOf(isNotNull(users.currentPeriodEnd), gt(users.currentPeriodEnd, now))),
  );

/** Accounts due for the warning: inactive for 23 days, no subscription, not warned since they were last active. */
export const dueForWarning = (schedule: RetentionSchedule): SQL =>
  allOf(
    lte(inactiveSince, moment(schedule.warnInactiveSince)),
    not(subscriptionRunsAt(schedule.now)),
    // A warning older than the last activity was answered: the user came back.
    anyOf(isNull(users.retentionWarnedAt), lt(users.retentionWarnedAt, inactiveSince)),
  );

/**
 * Accounts due for deletion: inactive for 30 days, no subscription, and warned since then at least
 * 7 days ago. An account the job could not warn in time (job down, first run) waits 7 days after its
 * warning: nobody is deleted without one.
 */
export const dueForDeletion = (schedule: RetentionSchedule): SQL =>
  allOf(
    lte(inactiveSince, moment(schedule.deleteInactiveSince)),
    not(subscriptionRunsAt(schedule.now)),
    gte(users.retentionWarnedAt, inactiveSince),
    lte(users.retentionWarnedAt, schedule.deleteWarnedBefore),
  );
