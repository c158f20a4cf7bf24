import { billingConfigSchema, billingDetailsSchema, billingPortalResponseSchema, checkoutSessionCheckSchema, checkoutSessionParamsSchema, checkoutStartSchema, subscriptionCancelResponseSchema, subscriptionResumeResponseSchema } from '@lettra/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { signedInUser } from '../plugins/session.ts';
import type { ZodTypeProvider } from '../plugins/zod-schemas.ts';
import { toSessionUser } from '../sessions/session-view.ts';
import type { BillingService } from './billing.service.ts';

/** HTTP only: `/api/billing/…` for the browser (the webhook has its own plugin and body parser). */
export const billingRoutes: FastifyPluginAsync<{ service: BillingService }> = async (instance, { service }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.addHook('onSend', async (_request, reply) => {
    // A subscriber's details and Stripe's short-lived links are personal: no shared cache keeps them.
    reply.header('cache-control', 'private, no-store');
  });

  app.get('/config', {
    schema: { response: { 200: billingConfigSchema } },
    handler: async () => service.config(),
  });

  app.post('/checkout', {
    onRequest: app.requireUser,
    schema: { response: { 200: checkoutStartSchema } },
    handler: async (request) => {
      const outcome = await service.startCheckout(signedInUser(request));
      return 'url' in outcome ? outcome : { demo: true as const, user: toSessionUser(outcome.user) };
    },
  });

  app.get('/checkout/:sessionId', {
    onRequest: app.requireUser,
    schema: { params: checkoutSessionParamsSchema, response: { 200: checkoutSessionCheckSchema } },
    handler: async (request) => {
      const check = await service.verifyCheckout(signedInUser(request), request.params.sessionId);
      return { status: check.status, user: toSessionUser(check.user) };
    },
  });

  app.post('/cancel', {
    onRequest: app.requireUser,
    schema: { response: { 200: subscriptionCancelResponseSchema } },
    handler: async (request) => {
      const { user, activeUntil } = await service.cancel(signedInUser(request));
      return { user: toSessionUser(user), activeUntil: activeUntil?.toISOString() ?? null };
    },
  });

  app.post('/resume', {
    onRequest: app.requireUser,
    schema: { response: { 200: subscriptionResumeResponseSchema } },
    handler: async (request) => ({ user: toSessionUser(await service.resume(signedInUser(request))) }),
  });

  app.post('/portal', {
    onRequest: app.requireUser,
    schema: { response: { 200: billingPortalResponseSchema } },
    handler: async (request) => ({ url: await service.portal(signedInUser(request)) }),
  });

  app.get('/details', {
    onRequest: app.requireUser,
    schema: { response: { 200: billingDetailsSchema } },
    handler: async (request) => service.details(signedInUser(request)),
  });
};
