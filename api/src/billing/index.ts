import type { FastifyPluginAsync } from 'fastify';
import { createBillingRepository } from './billing.repository.ts';
import { billingRoutes } from './billing.routes.ts';
import { createBillingService } from './billing.service.ts';
import { billingWebhookRoutes } from './billing-webhook.routes.ts';
import { createBillingWebhookService } from './billing-webhook.service.ts';
import { createStripeGateway } from './stripe-gateway.ts';

// Loud on purpose: someone reading the start-up log of a real deployment must not miss it.
const DEMO_PAYMENTS_IN_PRODUCTION =
  'DEMO PAYMENTS ARE ON IN PRODUCTION (DEMO_PAYMENTS=true, no STRIPE_SECRET_KEY): every checkout grants a month of Premium without any payment. Configure Stripe or remove DEMO_PAYMENTS.';

/**
 * Premium with Stripe (`/api/billing`): checkout, payment return, webhooks, cancellation, portal and
 * billing details. Without STRIPE_SECRET_KEY there is no gateway: demo payments where they are on
 * (docs/product.md §8, docs/decisions.md), otherwise no checkout at all.
 */
export const billingDomain: FastifyPluginAsync = async (app) => {
  const { config } = app;
  if (config.demoPayments && config.production) app.log.warn(DEMO_PAYMENTS_IN_PRODUCTION);
  const repository = createBillingRepository(app.db);
  const gateway = config.stripe ? createStripeGateway(config.stripe) : null;
  const service = createBillingService({ repository, gateway, premium: app.premium, config });
  const webhooks = gateway ? createBillingWebhookService({ repository, gateway, config }) : null;
  await app.register(billingRoutes, { service });
  await app.register(billingWebhookRoutes, { service: webhooks });
};
