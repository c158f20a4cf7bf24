import { z } from 'zod';
import { isoInstantSchema, sessionUserSchema } from './session.ts';

/**
 * `POST /api/billing/checkout`: with Stripe, the hosted Checkout page to go to (Stripe.js has no
 * `redirectToCheckout` any more); in demo mode, premium granted at once and the new session user.
 */
export const checkoutStartSchema = z.union([
  z.object({ url: z.url() }),
  z.object({ demo: z.literal(true), user: sessionUserSchema }),
]);
export type CheckoutStart = z.infer<typeof checkoutStartSchema>;

/** `:sessionId` of `GET /api/billing/checkout/:sessionId`: a Stripe Checkout Session id (`cs_…`). */
export const checkoutSessionParamsSchema = z.strictObject({
  sessionId: z
    .string()
    .regex(/^cs_[A-Za-z0-9_]{1,250}$/, { error: 'Identifiant de session de paiement invalide.' }),
});

/**
 * `GET /api/billing/checkout/:sessionId`: the api asked Stripe. Only `paid` (the user's own session,
 * complete and paid) changed anything; `unpaid` is the user's session not paid (yet); `not_found` is a
 * session of someone else, answered like one that does not exist.
 */
export const checkoutSessionCheckSchema = z.object({
  status: z.enum(['paid', 'unpaid', 'not_found']),
  user: sessionUserSchema,
});
export type CheckoutSessionCheck = z.infer<typeof checkoutSessionCheckSchema>;

/** `POST /api/billing/cancel`: the subscription ends with the paid period; premium stays until `activeUntil`. */
export const subscriptionCancelResponseSchema = z.object({
  user: sessionUserSchema,
  activeUntil: z.nullable(isoInstantSchema),
});
export type SubscriptionCancelResponse = z.infer<typeof subscriptionCancelResponseSchema>;

/** `POST /api/billing/resume`: a cancelled subscription, still in its paid period, renews again. */
export const subscriptionResumeResponseSchema = z.object({ user: sessionUserSchema });
export type SubscriptionResumeResponse = z.infer<typeof subscriptionResumeResponseSchema>;

/** `POST /api/billing/portal`: Stripe's Customer Portal (update the payment method), a short-lived link. */
export const billingPortalResponseSchema = z.object({ url: z.url() });
export type BillingPortalResponse = z.infer<typeof billingPortalResponseSchema>;

/**
 * `GET /api/billing/details`: the settings' billing details. `stripe`: read from the subscription and its
 * payment method; `demo`: no real payment exists: the next payment is the period end the server keeps,
 * the card fields are null and the page shows the spec's sample card (§2, §9).
 */
export const billingDetailsSchema = z.object({
  mode: z.enum(['demo', 'stripe']),
  /** Null when no payment is coming: no subscription, or one that ends with its period. */
  nextPaymentDate: z.nullable(isoInstantSchema),
  cardBrand: z.string().nullable(),
  cardLast4: z.string().nullable(),
  /** Stripe's subscription status (`active`, `past_due`…), null without a subscription. */
  status: z.string().nullable(),
  cancelAtPeriodEnd: z.boolean(),
});
export type BillingDetails = z.infer<typeof billingDetailsSchema>;
