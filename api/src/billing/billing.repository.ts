import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { stripeEvents, users } from '../db/schema.ts';
import type { UserRow } from '../sessions/sessions.repository.ts';
import type { SubscriptionColumns } from './subscription-state.ts';

export type StripeEventRow = typeof stripeEvents.$inferSelect;

/** Decides, from the locked row, what to write; null writes nothing. */
export type SubscriptionDecision = (user: UserRow) => Partial<SubscriptionColumns> | null;

/** The billing columns of `users` and the applied Stripe events. */
export function createBillingRepository(db: Database) {
  async function findUser(id: string): Promise<UserRow | null> {
    const [user] = await db.select().from(users).where(eq(users.id, id));
    return user ?? null;
  }

  async function update(id: string, changes: Partial<SubscriptionColumns>): Promise<UserRow | null> {
    const [user] = await db.update(users).set(changes).where(eq(users.id, id)).returning();
    return user ?? null;
  }

  return {
    findUser,

    async findUserIdByCustomer(customerId: string): Promise<string | null> {
      const [row] = await db.select({ id: users.id }).from(users).where(eq(users.stripeCustomerId, customerId));
      return row?.id ?? null;
    },

    /** Keeps the first customer linked to the user; answers the row as it is after. */
    async linkCustomer(userId: string, customerId: string): Promise<UserRow | null> {
      await db
        .update(users)
        .set({ stripeCustomerId: customerId })
        .where(and(eq(users.id, userId), isNull(users.stripeCustomerId)));
      return findUser(userId);
    },

    update,

    async hasEvent(id: string): Promise<boolean> {
      const [row] = await db.select({ id: stripeEvents.id }).from(stripeEvents).where(eq(stripeEvents.id, id));
      return row !== undefined;
    },

    /**
     * In one transaction: records `event` (when given) and applies `decide` to the user's row, locked so
     * two deliveries about one user cannot interleave. A recorded event id makes the whole call a no-op
     * (`duplicate`): Stripe delivers at least once.
     */
    async applySubscription(
      userId: string | null,
      decide: SubscriptionDecision,
      event?: StripeEventRow,
    ): Promise<{ duplicate: boolean; user: UserRow | null }> {
      return db.transaction(async (tx) => {
        if (event) {
          const inserted = await tx.insert(stripeEvents).values(event).onConflictDoNothing().returning({ id: stripeEvents.id });
          if (inserted.length === 0) return { duplicate: true, user: null };
        }
        if (!userId) return { duplicate: false, user: null };
        const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
        if (!user) return { duplicate: false, user: null };
        const changes = decide(user);
        if (!changes) return { duplicate: false, user };
        const [updated] = await tx.update(users).set(changes).where(eq(users.id, userId)).returning();
        return { duplicate: false, user: updated ?? user };
      });
    },
  };
}

export type BillingRepository = ReturnType<typeof createBillingRepository>;
