import type { FastifyPluginAsync } from 'fastify';
import { createBillingRepository } from './billing.repository.ts';
import { billingRoutes } from './billing.routes.ts';
import { createBillingService } from './billing.service.ts';
import { billingWebhookRoutes } from './billing-webhook.routes.ts';
import { createBillingWebhookService } from './billing-webhook.service.ts';
import { createStripeGateway } from './stripe-gateway.ts';

/**
 * Premium with Stripe (`/api/billing`): checkout, payment return, webhooks, cancellation, portal and
 * billing details. Without STRIPE_SECRET_KEY there is no gateway: demo mode (spec §8, DECISIONS.md).
 */
export const billingDomain: FastifyPluginAsync = async (app) => {
  const { config } = app;
  const repository = createBillingRepository(app.db);
  const gateway = config.stripe ? createStripeGateway(config.stripe) : null;
  const service = createBillingService({ repository, gateway, premium: app.premium, config });
  const webhooks = gateway ? createBillingWebhookService({ repository, gateway, config }) : null;
  await app.register(billingRoutes, { service });
  await app.register(billingWebhookRoutes, { service: webhooks });
};
