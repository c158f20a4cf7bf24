import type { BillingConfig, BillingDetails, CheckoutSessionCheck } from '@lettra/contracts';
import type { AppConfig } from '../config.ts';
import { AlreadySubscribedError } from '../errors/already-subscribed-error.ts';
import { AuthRequiredError } from '../errors/auth-required-error.ts';
import { BillingNotConfiguredError } from '../errors/billing-not-configured-error.ts';
import { CheckoutSessionNotFoundError } from '../errors/checkout-session-not-found-error.ts';
import { NoSubscriptionError } from '../errors/no-subscription-error.ts';
import { PaymentsDisabledError } from '../errors/payments-disabled-error.ts';
import type { PremiumPolicy } from '../premium/premium-policy.ts';
import { toCurrentUser, type CurrentUser } from '../sessions/current-user.ts';
import type { UserRow } from '../sessions/sessions.repository.ts';
import type { BillingGateway, SubscriptionSnapshot } from './billing-gateway.ts';
import type { BillingRepository } from './billing.repository.ts';
import { demoSubscription, isPremiumStatus, subscriptionChanges } from './subscription-state.ts';

interface BillingServiceDeps {
  repository: BillingRepository;
  /** Null in demo mode: no Stripe secret key. */
  gateway: BillingGateway | null;
  premium: PremiumPolicy;
  config: Pick<AppConfig, 'now' | 'publicUrl' | 'stripe' | 'demoPayments'>;
}

export type CheckoutOutcome = { url: string } | { demo: true; user: CurrentUser };

// Double clicks and two tabs within the same minute get the same Checkout Session, not two.
const CHECKOUT_KEY_WINDOW_MS = 60_000;

/**
 * Premium bought, verified, kept and cancelled (docs/product.md §2, §4; docs/decisions.md): a Stripe Checkout Session
 * when Stripe is configured, a month of premium at once when demo payments are on, a refusal when
 * neither is, and never premium because of an error.
 */
export function createBillingService({ repository, gateway, premium, config }: BillingServiceDeps) {
  const current = (row: UserRow) => toCurrentUser(row, premium);

  async function userRow(user: CurrentUser): Promise<UserRow> {
    const row = await repository.findUser(user.id);
    // The session was just read with this user: only a deletion of the account in between gets here.
    if (!row) throw new AuthRequiredError();
    return row;
  }

  /** The same sync as the webhook: Stripe's state of the subscription, applied to its user. */
  async function sync(userId: string, subscription: SubscriptionSnapshot): Promise<UserRow | null> {
    const { user } = await repository.applySubscription(userId, (row) => subscriptionChanges(row, subscription));
    return user;
  }

  async function customerOf(row: UserRow, stripe: BillingGateway): Promise<string> {
    if (row.stripeCustomerId) return row.stripeCustomerId;
    // One key per user: two first checkouts at once still make one customer.
    const created = await stripe.createCustomer(row, `lettra-customer-${row.id}`);
    const linked = await repository.linkCustomer(row.id, created);
    return linked?.stripeCustomerId ?? created;
  }

  return {
    config(): BillingConfig {
      return {
        configured: gateway !== null,
        demoMode: gateway === null && config.demoPayments,
        publishableKey: gateway ? (config.stripe?.publishableKey ?? null) : null,
        webhookConfigured: Boolean(config.stripe?.webhookSecret),
      };
    },

    async startCheckout(user: CurrentUser): Promise<CheckoutOutcome> {
      if (user.isSubscribed) throw new AlreadySubscribedError();
      if (!gateway) {
        if (!config.demoPayments) throw new PaymentsDisabledError();
        const granted = await repository.update(user.id, demoSubscription(config.now()));
        return { demo: true, user: current(granted ?? (await userRow(user))) };
      }
      const row = await userRow(user);
      const customerId = await customerOf(row, gateway);
      const url = await gateway.createCheckoutSession({
        customerId,
        userId: user.id,
        // {CHECKOUT_SESSION_ID} is filled in by Stripe (docs/product.md §7: /dashboard with a session_id).
        successUrl: `${config.publicUrl}/dashboard?session_id={CHECKOUT_SESSION_ID}`,
        cancelUrl: `${config.publicUrl}/checkout`,
        idempotencyKey: `lettra-checkout-${user.id}-${Math.floor(config.now().getTime() / CHECKOUT_KEY_WINDOW_MS)}`,
      });
      return { url };
    },

    /**
     * A return from Stripe with `session_id` (docs/product.md §2). The parameter proves nothing (docs/decisions.md): only
     * the user's own session, complete and paid, changes anything, through the webhook's sync.
     */
    async verifyCheckout(user: CurrentUser, sessionId: string): Promise<{ status: CheckoutSessionCheck['status']; user: CurrentUser }> {
      const session = gateway ? await gateway.retrieveCheckoutSession(sessionId) : null;
      if (!session) throw new CheckoutSessionNotFoundError();
      // Someone else's session is answered like one that does not exist.
      if (session.userId !== user.id) return { status: 'not_found', user };
      if (!session.complete || !session.paid || !session.subscription) return { status: 'unpaid', user };
      const synced = await sync(user.id, session.subscription);
      return { status: 'paid', user: synced ? current(synced) : user };
    },

    /** Cancels at the period's end: premium stays until then (docs/decisions.md), Stripe's `deleted` ends it. */
    async cancel(user: CurrentUser): Promise<{ user: CurrentUser; activeUntil: Date | null }> {
      if (!user.isSubscribed) throw new NoSubscriptionError();
      const row = await userRow(user);
      let updated: UserRow | null = row;
      if (!row.cancelAtPeriodEnd) {
        updated =
          gateway && row.stripeSubscriptionId
            ? await sync(user.id, await gateway.cancelAtPeriodEnd(row.stripeSubscriptionId))
            : // A demo subscription has nothing at Stripe: the end date alone ends it (premium-policy.ts).
              await repository.update(user.id, { cancelAtPeriodEnd: true });
      }
      const after = current(updated ?? row);
      return { user: after, activeUntil: after.currentPeriodEnd };
    },

    /**
     * Takes a cancellation back before the period ends ('Reprendre mon abonnement'): Stripe renews
     * the subscription again; a demo subscription simply keeps its end date as the next renewal.
     */
    async resume(user: CurrentUser): Promise<CurrentUser> {
      if (!user.isSubscribed) throw new NoSubscriptionError();
      const row = await userRow(user);
      if (!row.cancelAtPeriodEnd) return user;
      const updated =
        gateway && row.stripeSubscriptionId
          ? await sync(user.id, await gateway.resume(row.stripeSubscriptionId))
          : await repository.update(user.id, { cancelAtPeriodEnd: false });
      return current(updated ?? row);
    },

    /** Stripe's Customer Portal, where the user changes the payment method. */
    async portal(user: CurrentUser): Promise<string> {
      if (!gateway) throw new BillingNotConfiguredError();
      const row = await userRow(user);
      if (!row.stripeCustomerId) throw new NoSubscriptionError();
      return gateway.createPortalSession(row.stripeCustomerId, `${config.publicUrl}/settings`);
    },

    /**
     * Settings' billing details: Stripe's, for a Stripe subscription; demo otherwise (no key, or a
     * subscription granted in demo mode), where the page shows the spec's sample text.
     */
    async details(user: CurrentUser): Promise<BillingDetails> {
      const row = await userRow(user);
      const none = { nextPaymentDate: null, cardBrand: null, cardLast4: null, cancelAtPeriodEnd: user.cancelAtPeriodEnd };
      if (!gateway || (user.isSubscribed && !row.stripeSubscriptionId)) {
        // A demo subscription renews, in words, on the period end the server keeps: never a date made up on the page.
        const renews = user.isSubscribed && !user.cancelAtPeriodEnd && user.currentPeriodEnd !== null;
        return { mode: 'demo', ...none, nextPaymentDate: renews ? (user.currentPeriodEnd?.toISOString() ?? null) : null, status: user.subscriptionStatus };
      }
      if (!row.stripeSubscriptionId || !user.isSubscribed) return { mode: 'stripe', ...none, status: user.subscriptionStatus };
      const subscription = await gateway.retrieveSubscription(row.stripeSubscriptionId);
      const renews = isPremiumStatus(subscription.status) && !subscription.cancelAtPeriodEnd;
      return {
        mode: 'stripe',
        nextPaymentDate: renews ? (subscription.currentPeriodEnd?.toISOString() ?? null) : null,
        cardBrand: subscription.card?.brand ?? null,
        cardLast4: subscription.card?.last4 ?? null,
        status: subscription.status,
        cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
      };
    },
  };
}

export type BillingService = ReturnType<typeof createBillingService>;
