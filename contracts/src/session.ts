// Written with zod/mini, which the api and light-checks/generate.ts read: the shell checks these
// answers on every first load, the landing page's included, with the checks generated from them
// (light-checks/first-load-checks.ts), no zod runtime (docs/architecture.md, 'Contracts'). Classic
// schemas take them as members.
import * as z from 'zod/mini';

/** An instant as the api sends it: ISO 8601 in UTC. */
export const isoInstantSchema = z.iso.datetime();

/** The signed-in user as the browser sees it. Premium is decided by the api (docs/decisions.md). */
export const sessionUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  /** Effective premium: subscribed, or the premium-day promotion is running. */
  isPremium: z.boolean(),
  isSubscribed: z.boolean(),
  /** End of the premium-day promotion while it runs (banner, docs/product.md §2); null otherwise. */
  premiumDayEndsAt: z.nullable(isoInstantSchema),
  subscription: z.object({
    status: z.nullable(z.string()),
    currentPeriodEnd: z.nullable(isoInstantSchema),
    cancelAtPeriodEnd: z.boolean(),
  }),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/**
 * `GET /api/auth/session`, and the answer of signup, login, logout and profile changes.
 * `premiumDayEndsAt` is also given without a user, for the landing page banner.
 */
export const sessionResponseSchema = z.object({
  user: z.nullable(sessionUserSchema),
  premiumDayEndsAt: z.nullable(isoInstantSchema),
});
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

/**
 * `GET /api/billing/config`: what the browser needs to know about payments. Without a Stripe secret key
 * on the server, payments are simulated (`demoMode`, docs/product.md §8 'Mode démo activé'); the publishable key is
 * given only when Stripe is configured, so Stripe.js is loaded only then.
 */
export const billingConfigSchema = z.object({
  configured: z.boolean(),
  demoMode: z.boolean(),
  publishableKey: z.nullable(z.string()),
  webhookConfigured: z.boolean(),
});
export type BillingConfig = z.infer<typeof billingConfigSchema>;
