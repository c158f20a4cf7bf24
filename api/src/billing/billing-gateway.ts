/**
 * What billing needs from Stripe, in the api's own words: the service never sees the SDK's types, and
 * stripe-gateway.ts is the one file that does.
 */

/** A subscription as Stripe has it now. */
export interface SubscriptionSnapshot {
  id: string;
  customerId: string;
  /** Stripe's status: active, trialing, past_due, canceled, unpaid, incomplete… */
  status: string;
  cancelAtPeriodEnd: boolean;
  /** End of the paid period (Basil: read from the subscription item). */
  currentPeriodEnd: Date | null;
  /** `metadata.userId`, set by our checkout. */
  userId: string | null;
  /** The default payment method's card, when it is one. */
  card: { brand: string; last4: string } | null;
}

/** A Checkout Session, for a payment return. */
export interface CheckoutSessionSnapshot {
  id: string;
  /** `client_reference_id`: the user who opened it. */
  userId: string | null;
  customerId: string | null;
  complete: boolean;
  paid: boolean;
  subscription: SubscriptionSnapshot | null;
}

/** A verified webhook event, reduced to what decides its effect. */
export interface BillingEvent {
  id: string;
  type: string;
  createdAt: Date;
  /** The subscription the event is about, when it is about one. */
  subscriptionId: string | null;
  customerId: string | null;
  /** `client_reference_id` or the `userId` metadata we set. */
  userId: string | null;
}

export interface CheckoutRequest {
  customerId: string;
  userId: string;
  successUrl: string;
  cancelUrl: string;
  idempotencyKey: string;
}

export interface BillingGateway {
  /** Creates the user's Stripe customer; the same key always gives the same customer. */
  createCustomer(user: { id: string; email: string; name: string }, idempotencyKey: string): Promise<string>;
  /** A hosted Checkout Session for the Premium subscription; its URL. */
  createCheckoutSession(request: CheckoutRequest): Promise<string>;
  /** Null when Stripe knows no such session. */
  retrieveCheckoutSession(id: string): Promise<CheckoutSessionSnapshot | null>;
  retrieveSubscription(id: string): Promise<SubscriptionSnapshot>;
  /** Ends the subscription with its paid period (`cancel_at_period_end`). */
  cancelAtPeriodEnd(id: string): Promise<SubscriptionSnapshot>;
  /** Takes a cancellation back while the paid period runs: the subscription renews again. */
  resume(id: string): Promise<SubscriptionSnapshot>;
  /**
   * Ends the subscription now, with no further charge and no closing invoice (an account deleted by
   * its owner); a subscription Stripe no longer knows counts as ended.
   */
  cancelNow(id: string): Promise<void>;
  /** A Customer Portal session (update the payment method); its URL. */
  createPortalSession(customerId: string, returnUrl: string): Promise<string>;
  /**
   * Checks the `Stripe-Signature` header against the raw body: WebhookSignatureError when it fails,
   * BillingNotConfiguredError when no webhook secret is set.
   */
  verifyEvent(payload: Buffer, signature: string | undefined, receivedAt: Date): BillingEvent;
}
