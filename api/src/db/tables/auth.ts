import { boolean, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns.ts';

export const users = pgTable(
  'users',
  {
    /** `user_` + 144 random bits (docs/decisions.md: unguessable ids, still prefixed). */
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    /** Stored lowercased: one account per address whatever its case. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** Kept current by billing (webhooks are the source of truth); premium also comes from the promotion. */
    isSubscribed: boolean('is_subscribed').notNull().default(false),
    stripeCustomerId: text('stripe_customer_id'),
    stripeSubscriptionId: text('stripe_subscription_id'),
    subscriptionStatus: text('subscription_status'),
    currentPeriodEnd: timestamptz('current_period_end'),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    createdAt: timestamptz('created_at').notNull(),
    /** Read by the retention job (data deleted after 30 days of inactivity, docs/product.md §1). */
    lastActiveAt: timestamptz('last_active_at').notNull(),
    /**
     * When the retention job e-mailed the 7-day deletion warning. A warning older than the last
     * activity no longer counts: coming back cancels the deletion (api/src/retention/).
     */
    retentionWarnedAt: timestamptz('retention_warned_at'),
  },
  (table) => [uniqueIndex('users_email_unique').on(table.email)],
);

export const sessions = pgTable(
  'sessions',
  {
    /** sha256 of the cookie's token: a leaked table does not log anyone in. */
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamptz('created_at').notNull(),
    lastSeenAt: timestamptz('last_seen_at').notNull(),
    /** Absolute end; the idle end is `last_seen_at` + the idle timeout. */
    expiresAt: timestamptz('expires_at').notNull(),
    /** The browser's User-Agent at sign-in (cut to 512 characters): settings names the device with it. */
    userAgent: text('user_agent'),
  },
  (table) => [index('sessions_user_id_idx').on(table.userId)],
);

export const passwordResets = pgTable(
  'password_resets',
  {
    /** sha256 of the token sent by e-mail. */
    tokenHash: text('token_hash').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The address the link was mailed to: the link works only while the account still has it. */
    email: text('email').notNull(),
    createdAt: timestamptz('created_at').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
  },
  (table) => [index('password_resets_user_id_idx').on(table.userId)],
);

/**
 * Back-off counters of password guesses (passwords/guess-throttle.ts): one row per account and
 * source, and one per account and clock hour. `email_hash` is the key: the sha256 of the account
 * (its lowercased e-mail at login, known account or not, so the back-off reveals nothing), then the
 * sha256 of the source or the hour; `failures` counts guesses.
 */
export const loginThrottles = pgTable('login_throttles', {
  emailHash: text('email_hash').primaryKey(),
  failures: integer('failures').notNull().default(0),
  blockedUntil: timestamptz('blocked_until'),
  updatedAt: timestamptz('updated_at').notNull(),
});

/**
 * A sign-up waiting for its e-mailed link (docs/security.md 'Sign-up by e-mail link'): the account is
 * created only when a link sent to the address is opened and the password chosen here is typed again.
 * Several may wait for one address (the last few are kept); none holds the address.
 */
export const signupRequests = pgTable(
  'signup_requests',
  {
    /** sha256 of the token e-mailed to the address. */
    tokenHash: text('token_hash').primaryKey(),
    /** Lowercased, as accounts store it. */
    email: text('email').notNull(),
    name: text('name').notNull(),
    passwordHash: text('password_hash').notNull(),
    createdAt: timestamptz('created_at').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
  },
  (table) => [index('signup_requests_email_idx').on(table.email)],
);
