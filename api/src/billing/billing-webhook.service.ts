import type { AppConfig } from '../config.ts';
import type { BillingEvent, BillingGateway, SubscriptionSnapshot } from './billing-gateway.ts';
import type { BillingRepository } from './billing.repository.ts';
import { subscriptionChanges } from './subscription-state.ts';

// The events this product listens to (docs/security-payments.md §1.3); any other is acknowledged and ignored.
const HANDLED_EVENTS = new Set([
  'checkout.session.completed',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.paid',
  'invoice.payment_failed',
]);

export interface WebhookOutcome {
  eventId: string;
  type: string;
  outcome: 'applied' | 'duplicate' | 'ignored';
}

interface BillingWebhookDeps {
  repository: BillingRepository;
  gateway: BillingGateway;
  config: Pick<AppConfig, 'now'>;
}

/**
 * Stripe webhooks, the source of truth for subscriptions. Stripe delivers at least once and in any
 * order: each event is applied once (its id stored with its effect), and its effect is the
 * subscription as Stripe has it now, fetched again, never the possibly stale copy inside the event.
 */
export function createBillingWebhookService({ repository, gateway, config }: BillingWebhookDeps) {
  // Our customer first (we create it before any checkout); else the user id our checkout put on the
  // session or the subscription, for an account that has no other customer.
  async function userOf(event: BillingEvent, subscription: SubscriptionSnapshot): Promise<string | null> {
    const byCustomer = await repository.findUserIdByCustomer(event.customerId ?? subscription.customerId);
    if (byCustomer) return byCustomer;
    const userId = event.userId ?? subscription.userId;
    const user = userId ? await repository.findUser(userId) : null;
    if (!user || (user.stripeCustomerId && user.stripeCustomerId !== subscription.customerId)) return null;
    return user.id;
  }

  return {
    async handle(payload: Buffer, signature: string | undefined): Promise<WebhookOutcome> {
      const event = gateway.verifyEvent(payload, signature, config.now());
      const result = (outcome: WebhookOutcome['outcome']) => ({ eventId: event.id, type: event.type, outcome });
      if (!HANDLED_EVENTS.has(event.type) || !event.subscriptionId) return result('ignored');
      // A replay is answered without asking Stripe again; the insert below is what guarantees "once".
      if (await repository.hasEvent(event.id)) return result('duplicate');
      const subscription = await gateway.retrieveSubscription(event.subscriptionId);
      const userId = await userOf(event, subscription);
      const { duplicate } = await repository.applySubscription(
        userId,
        (user) => subscriptionChanges(user, subscription),
        { id: event.id, type: event.type, createdAt: event.createdAt, processedAt: config.now() },
      );
      return result(duplicate ? 'duplicate' : 'applied');
    },
  };
}

export type BillingWebhookService = ReturnType<typeof createBillingWebhookService>;
