import type { FastifyPluginAsync } from 'fastify';
import { BillingNotConfiguredError } from '../errors/billing-not-configured-error.ts';
import type { ZodTypeProvider } from '../plugins/zod-schemas.ts';
import type { BillingWebhookService } from './billing-webhook.service.ts';
import { webhookAckSchema } from './billing.schemas.ts';

// Stripe's events are a few KiB; 1 MiB is the notes' limit for this route (§5 'Request limits').
const WEBHOOK_BODY_LIMIT = 1024 * 1024;

/**
 * `POST /api/billing/webhook`. The signature covers the exact bytes Stripe sent, so this plugin (and
 * only it: the parser is scoped to it) keeps the JSON body as a Buffer instead of parsing it.
 * CSRF exempts this path (app.ts); the signature is its authentication.
 */
export const billingWebhookRoutes: FastifyPluginAsync<{ service: BillingWebhookService | null }> = async (
  instance,
  { service },
) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT }, (_request, body, done) => {
    done(null, body);
  });

  app.post('/webhook', {
    bodyLimit: WEBHOOK_BODY_LIMIT,
    schema: { response: { 200: webhookAckSchema } },
    handler: async (request) => {
      // Demo mode: there is no Stripe account whose events could arrive here.
      if (!service) throw new BillingNotConfiguredError();
      const signature = request.headers['stripe-signature'];
      const handled = await service.handle(
        Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
        // Repeated, the header is an array: no signature Stripe sends looks like that.
        typeof signature === 'string' ? signature : undefined,
      );
      // Ids only (docs/security-payments.md §5 'Structured logging'): never the payload.
      request.log.info(handled, 'stripe webhook');
      return { received: true as const };
    },
  });
};
