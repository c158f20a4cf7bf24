import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns.ts';

/**
 * Stripe webhook events already applied (docs/security-payments.md §1.3): Stripe delivers at least
 * once, so the event id is inserted in the same transaction as the event's effect; a second delivery
 * finds it and changes nothing.
 */
export const stripeEvents = pgTable(
  'stripe_events',
  {
    /** Stripe's `evt_…` id. */
    id: text('id').primaryKey(),
    type: text('type').notNull(),
    /** When Stripe created the event (`event.created`). */
    createdAt: timestamptz('created_at').notNull(),
    processedAt: timestamptz('processed_at').notNull(),
  },
  // The retention job can drop old rows: Stripe stops retrying after three days.
  (table) => [index('stripe_events_processed_at_idx').on(table.processedAt)],
);
