import Stripe from 'stripe';
import type { StripeSettings } from '../config.ts';
import { BillingNotConfiguredError } from '../errors/billing-not-configured-error.ts';
import { WebhookSignatureError } from '../errors/webhook-signature-error.ts';
import type {
  BillingEvent,
  BillingGateway,
  CheckoutRequest,
  CheckoutSessionSnapshot,
  SubscriptionSnapshot,
} from './billing-gateway.ts';
import { isMissingResource, toStripeFailure, type StripeCall } from './stripe-failure.ts';

// Stripe's default is 80 s: far too long for someone waiting on 'Traitement en cours...'.
const REQUEST_TIMEOUT_MS = 15_000;

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  value == null ? null : typeof value === 'string' ? value : value.id;

const fromUnix = (seconds: number | null | undefined): Date | null => (seconds == null ? null : new Date(seconds * 1000));

function toSubscriptionSnapshot(subscription: Stripe.Subscription): SubscriptionSnapshot {
  const paymentMethod = subscription.default_payment_method;
  const card = typeof paymentMethod === 'object' && paymentMethod?.card ? paymentMethod.card : null;
  return {
    id: subscription.id,
    customerId: idOf(subscription.customer) ?? '',
    status: subscription.status,
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    // Basil moved the period from the subscription to its items (docs/security-payments.md §1.3).
    currentPeriodEnd: fromUnix(subscription.items.data[0]?.current_period_end),
    userId: subscription.metadata?.userId ?? null,
    card: card ? { brand: card.brand, last4: card.last4 } : null,
  };
}

// Each event type names its subscription, customer and user in its own place.
function toBillingEvent(event: Stripe.Event): BillingEvent {
  const base = { id: event.id, type: event.type, createdAt: new Date(event.created * 1000) };
  switch (event.type) {
    case 'checkout.session.completed': {
      const session = event.data.object;
      return {
        ...base,
        subscriptionId: session.mode === 'subscription' ? idOf(session.subscription) : null,
        customerId: idOf(session.customer),
        userId: session.client_reference_id ?? session.metadata?.userId ?? null,
      };
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted': {
      const subscription = event.data.object;
      return {
        ...base,
        subscriptionId: subscription.id,
        customerId: idOf(subscription.customer),
        userId: subscription.metadata?.userId ?? null,
      };
    }
    case 'invoice.paid':
    case 'invoice.payment_failed': {
      const invoice = event.data.object;
      // Basil moved `invoice.subscription` to `invoice.parent.subscription_details`.
      const details = invoice.parent?.subscription_details ?? null;
      return {
        ...base,
        subscriptionId: idOf(details?.subscription),
        customerId: idOf(invoice.customer),
        userId: details?.metadata?.userId ?? null,
      };
    }
    default:
      return { ...base, subscriptionId: null, customerId: null, userId: null };
  }
}

/** Builds the SDK client: Stripe itself, or the address of `STRIPE_API_BASE` (a local stub). */
export function createStripeClient(settings: StripeSettings): Stripe {
  return new Stripe(settings.secretKey, {
    timeout: REQUEST_TIMEOUT_MS,
    // The SDK retries network failures with idempotency keys; a stub answers at once or never.
    maxNetworkRetries: settings.apiBase ? 0 : 2,
    telemetry: false,
    appInfo: { name: 'Lettra' },
    ...(settings.apiBase ?? {}),
  });
}

/** The BillingGateway on the `stripe` SDK (v23, API version pinned by the SDK). */
export function createStripeGateway(settings: StripeSettings, stripe: Stripe = createStripeClient(settings)): BillingGateway {
  async function call<T>(kind: StripeCall, request: () => Promise<T>): Promise<T> {
    try {
      return await request();
    } catch (error) {
      throw toStripeFailure(error, kind);
    }
  }

  return {
    createCustomer: (user, idempotencyKey) =>
      call('redirect', async () => {
        const customer = await stripe.customers.create(
          { email: user.email, name: user.name, metadata: { userId: user.id } },
          { idempotencyKey },
        );
        return customer.id;
      }),

    createCheckoutSession: (request: CheckoutRequest) =>
      call('redirect', async () => {
        // Endive removed `payment_method_types`: Stripe picks the methods from the dashboard settings.
        const session = await stripe.checkout.sessions.create(
          {
            mode: 'subscription',
            line_items: [{ price: settings.priceId, quantity: 1 }],
            customer: request.customerId,
            client_reference_id: request.userId,
            metadata: { userId: request.userId },
            subscription_data: { metadata: { userId: request.userId } },
            locale: 'fr',
            success_url: request.successUrl,
            cancel_url: request.cancelUrl,
          },
          { idempotencyKey: request.idempotencyKey },
        );
        if (!session.url) throw new Stripe.errors.StripeAPIError({ message: 'Checkout Session without url' });
        return session.url;
      }),

    retrieveCheckoutSession: (id) =>
      call('subscription', async () => {
        let session: Stripe.Checkout.Session;
        try {
          session = await stripe.checkout.sessions.retrieve(id, { expand: ['subscription'] });
        } catch (error) {
          if (isMissingResource(error)) return null;
          throw error;
        }
        const subscription = typeof session.subscription === 'object' ? session.subscription : null;
        return {
          id: session.id,
          userId: session.client_reference_id,
          customerId: idOf(session.customer),
          complete: session.status === 'complete',
          paid: session.payment_status === 'paid',
          subscription: subscription ? toSubscriptionSnapshot(subscription) : null,
        } satisfies CheckoutSessionSnapshot;
      }),

    retrieveSubscription: (id) =>
      call('subscription', async () =>
        toSubscriptionSnapshot(await stripe.subscriptions.retrieve(id, { expand: ['default_payment_method'] })),
      ),

    cancelAtPeriodEnd: (id) =>
      call('subscription', async () =>
        toSubscriptionSnapshot(
          await stripe.subscriptions.update(id, { cancel_at_period_end: true, expand: ['default_payment_method'] }),
        ),
      ),

    resume: (id) =>
      call('subscription', async () =>
        toSubscriptionSnapshot(
          await stripe.subscriptions.update(id, { cancel_at_period_end: false, expand: ['default_payment_method'] }),
        ),
      ),

    cancelNow: (id) =>
      call('subscription', async () => {
        try {
          await stripe.subscriptions.cancel(id, { invoice_now: false, prorate: false });
        } catch (error) {
          if (!isMissingResource(error)) throw error;
        }
      }),

    createPortalSession: (customerId, returnUrl) =>
      call('redirect', async () => (await stripe.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl })).url),

    verifyEvent(payload, signature, receivedAt) {
      if (!settings.webhookSecret) throw new BillingNotConfiguredError();
      if (!signature) throw new WebhookSignatureError();
      let event: Stripe.Event;
      try {
        // The api's clock, not the machine's, measures the 300-second tolerance: tests state the time.
        event = stripe.webhooks.constructEvent(payload, signature, settings.webhookSecret, undefined, undefined, receivedAt.getTime());
      } catch (error) {
        throw new WebhookSignatureError({}, { cause: error });
      }
      return toBillingEvent(event);
    },
  };
}
