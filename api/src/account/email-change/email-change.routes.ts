import { emailChangeTokenBodySchema, messageResponseSchema } from '@lettra/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from '../../plugins/zod-schemas.ts';
import type { EmailChangeService } from './email-change.service.ts';

const UNDONE =
  'L’ancienne adresse e-mail de votre compte est rétablie et toutes ses sessions sont fermées. Choisissez un nouveau mot de passe pour vous reconnecter.';

/**
 * HTTP only: `/api/me/email/confirm` and `/api/me/email/undo`, the two e-mailed links. No session is
 * needed: the token proves the mailbox, and the owner of an account taken over has none left.
 */
export const emailChangeRoutes: FastifyPluginAsync<{ service: EmailChangeService }> = async (instance, { service }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  // Tokens are 256 random bits; the limit keeps guessing pointless and the routes cheap.
  const rateLimit = app.config.rateLimits.passwordReset;

  app.post('/email/confirm', {
    schema: { body: emailChangeTokenBodySchema, response: { 200: messageResponseSchema } },
    config: { rateLimit },
    handler: async (request) => {
      const email = await service.confirm(request.body.token);
      return { message: `L’adresse e-mail de votre compte est désormais ${email}.` };
    },
  });

  app.post('/email/undo', {
    schema: { body: emailChangeTokenBodySchema, response: { 200: messageResponseSchema } },
    config: { rateLimit },
    handler: async (request, reply) => {
      await service.undo(request.body.token);
      // This browser's session, if any, ended with the others: only the cookie is left to clear.
      await reply.endSession();
      return { message: UNDONE };
    },
  });
};
