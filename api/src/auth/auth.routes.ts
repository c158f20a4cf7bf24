import { LOGIN_FAILED_MESSAGE, SIGNUP_CHECK_MAIL_MESSAGE, SIGNUP_INCOMPLETE_MESSAGE, loginBodySchema, messageResponseSchema, passwordResetConfirmBodySchema, passwordResetRequestBodySchema, sessionResponseSchema, signupBodySchema, signupConfirmBodySchema } from '@lettra/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { clientSource } from '../client-address/client-source.ts';
import type { ZodTypeProvider } from '../plugins/zod-schemas.ts';
import { toCurrentUser } from '../sessions/current-user.ts';
import { toSessionResponse } from '../sessions/session-view.ts';
import type { AuthService } from './auth.service.ts';

const RESET_REQUESTED =
  'Si un compte existe avec cette adresse, un e-mail contenant un lien de réinitialisation vient de lui être envoyé.';
const RESET_DONE = 'Votre mot de passe a été modifié. Vous pouvez maintenant vous connecter.';

// The validated body's address, as accounts compare addresses (case aside).
const signupAddress = (body: unknown): string =>
  typeof body === 'object' && body !== null && 'email' in body && typeof body.email === 'string' ? body.email.trim().toLowerCase() : '';

/** HTTP only: validate, call the service, open or close the session, shape the reply. */
export const authRoutes: FastifyPluginAsync<{ service: AuthService }> = async (instance, { service }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const limits = app.config.rateLimits;
  // Checked once the body is read: the same address tried again and again, from anywhere. Over it
  // the answer stays the same and only the mail is not sent (docs/security.md). Called from the
  // handler: the plugin runs one limit per request through its route config.
  const perAddress = app.createRateLimit({ ...limits.signupAddress, keyGenerator: (request) => `signup-address:${signupAddress(request.body)}` });

  app.post('/signup', {
    schema: { body: signupBodySchema, response: { 202: messageResponseSchema } },
    // Per network, loosely (a class signing up behind one school address); per address, the mails.
    config: { rateLimit: limits.signup, validationMessage: SIGNUP_INCOMPLETE_MESSAGE },
    handler: async (request, reply) => {
      const verdict = await perAddress(request);
      // The plugin says `isAllowed` only for its allow list; over the limit is `isExceeded`.
      await service.requestSignup(request.body, verdict.isAllowed || !verdict.isExceeded);
      reply.status(202);
      return { message: SIGNUP_CHECK_MAIL_MESSAGE };
    },
  });

  app.post('/signup/confirm', {
    schema: { body: signupConfirmBodySchema, response: { 201: sessionResponseSchema } },
    // As loose as sign-up itself: a class behind one address activates its accounts together. The
    // token is 256 random bits; the limit only keeps the route cheap.
    config: { rateLimit: limits.signup },
    handler: async (request, reply) => {
      const user = await service.confirmSignup(request.body.token, request.body.password);
      await reply.startSession(user.id);
      reply.status(201);
      return toSessionResponse(toCurrentUser(user, app.premium), app.premium.promotionEndsAt());
    },
  });

  app.post('/login', {
    schema: { body: loginBodySchema, response: { 200: sessionResponseSchema } },
    config: { rateLimit: limits.login, validationMessage: LOGIN_FAILED_MESSAGE },
    handler: async (request, reply) => {
      const user = await service.login(request.body.email, request.body.password, clientSource(request.ip));
      await reply.startSession(user.id);
      return toSessionResponse(toCurrentUser(user, app.premium), app.premium.promotionEndsAt());
    },
  });

  app.post('/logout', {
    schema: { response: { 200: sessionResponseSchema } },
    handler: async (_request, reply) => {
      await reply.endSession();
      return toSessionResponse(null, app.premium.promotionEndsAt());
    },
  });

  app.get('/session', {
    schema: { response: { 200: sessionResponseSchema } },
    handler: async (request, reply) => {
      // The answer depends on the cookie: no shared cache may keep it.
      reply.header('cache-control', 'no-store');
      return toSessionResponse(request.user, app.premium.promotionEndsAt());
    },
  });

  app.post('/password-reset', {
    schema: { body: passwordResetRequestBodySchema, response: { 200: messageResponseSchema } },
    config: { rateLimit: limits.passwordReset },
    handler: async (request) => {
      service.requestPasswordReset(request.body.email);
      return { message: RESET_REQUESTED };
    },
  });

  app.post('/password-reset/confirm', {
    schema: { body: passwordResetConfirmBodySchema, response: { 200: messageResponseSchema } },
    config: { rateLimit: limits.passwordReset },
    handler: async (request, reply) => {
      await service.confirmPasswordReset(request.body.token, request.body.password);
      // The reset signed the user out everywhere, this browser included.
      await reply.endSession();
      return { message: RESET_DONE };
    },
  });
};
