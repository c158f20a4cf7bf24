import { accountDeletionBodySchema, accountDeletionResponseSchema, accountExportSchema, notificationPreferencesSchema, okResponseSchema, passwordChangeBodySchema, profileUpdateBodySchema, profileUpdateResponseSchema } from '@lettra/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { clientSource } from '../client-address/client-source.ts';
import { TooManyAttemptsError } from '../errors/too-many-attempts-error.ts';
import { signedInUser } from '../plugins/session.ts';
import type { ZodTypeProvider } from '../plugins/zod-schemas.ts';
import { toSessionResponse } from '../sessions/session-view.ts';
import type { AccountService } from './account.service.ts';
import { EMAIL_CHANGE_LIMITS } from './email-change/email-change-limits.ts';

/** HTTP only: `/api/me…`, the signed-in user's own account. */
export const accountRoutes: FastifyPluginAsync<{ service: AccountService }> = async (instance, { service }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.requireUser);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  // The address a profile update asks to move to, or null when it keeps the account's own.
  const askedEmail = (request: FastifyRequest): string | null => {
    const body = request.body as { email?: string | undefined };
    return body.email !== undefined && body.email !== request.user?.email ? body.email : null;
  };
  // Counted when a new address is asked for, before the password is checked: each request mails
  // a link to an address the asker chooses (docs/security.md 'Changing the e-mail address').
  const perAccount = app.createRateLimit({ ...EMAIL_CHANGE_LIMITS.perAccount, keyGenerator: (request) => `email-change-account:${request.user?.id ?? ''}` });
  const perTarget = app.createRateLimit({ ...EMAIL_CHANGE_LIMITS.perTarget, keyGenerator: (request) => `email-change-target:${askedEmail(request) ?? ''}` });

  app.patch('/', {
    schema: { body: profileUpdateBodySchema, response: { 200: profileUpdateResponseSchema } },
    // The password it may check is guessed no faster here than at login.
    config: { rateLimit: app.config.rateLimits.login },
    preHandler: async (request) => {
      if (askedEmail(request) === null) return;
      for (const limit of [perAccount, perTarget]) {
        const verdict = await limit(request);
        // The plugin says `isAllowed` only for its allow list; over the limit is `isExceeded`.
        if (!verdict.isAllowed && verdict.isExceeded) throw new TooManyAttemptsError(verdict.ttlInSeconds);
      }
    },
    handler: async (request) => {
      const { user, confirmationSentTo } = await service.updateProfile(signedInUser(request), request.body, clientSource(request.ip));
      return { ...toSessionResponse(user, app.premium.promotionEndsAt()), confirmationSentTo };
    },
  });

  app.post('/password', {
    schema: { body: passwordChangeBodySchema, response: { 200: okResponseSchema } },
    config: { rateLimit: app.config.rateLimits.login },
    handler: async (request) => {
      await service.changePassword(signedInUser(request), request.sessionId, request.body, clientSource(request.ip));
      return { ok: true as const };
    },
  });

  app.get('/preferences', {
    schema: { response: { 200: notificationPreferencesSchema } },
    handler: async (request) => service.preferences(signedInUser(request)),
  });

  app.put('/preferences', {
    schema: { body: notificationPreferencesSchema, response: { 200: notificationPreferencesSchema } },
    handler: async (request) => service.savePreferences(signedInUser(request), request.body),
  });

  app.get('/export', {
    schema: { response: { 200: accountExportSchema } },
    handler: async (request, reply) => {
      const data = await service.exportData(signedInUser(request));
      reply.header('content-disposition', `attachment; filename="lettra-mes-donnees-${data.exportedAt.slice(0, 10)}.json"`);
      return data;
    },
  });

  app.delete('/', {
    schema: { body: accountDeletionBodySchema, response: { 200: accountDeletionResponseSchema } },
    config: { rateLimit: app.config.rateLimits.login },
    handler: async (request, reply) => {
      const { subscriptionCancelled } = await service.deleteAccount(signedInUser(request), request.body.password, clientSource(request.ip));
      // The session row went with the account; only the cookie is left to clear.
      await reply.endSession();
      return { ok: true as const, subscriptionCancelled };
    },
  });
};
