import type { FastifyPluginAsync } from 'fastify';
import { createStripeGateway } from '../billing/stripe-gateway.ts';
import { createLettersRepository } from '../letters/letters.repository.ts';
import { createPasswordHasher } from '../passwords/password-hasher.ts';
import { createSessionsRepository } from '../sessions/sessions.repository.ts';
import { createAccountRepository } from './account.repository.ts';
import { accountRoutes } from './account.routes.ts';
import { createAccountService } from './account.service.ts';

/** The signed-in user's account: profile, password, preferences, data export and deletion (`/api/me`). */
export const accountDomain: FastifyPluginAsync = async (app) => {
  const service = createAccountService({
    repository: createAccountRepository(app.db),
    letters: createLettersRepository(app.db),
    sessions: createSessionsRepository(app.db),
    hasher: createPasswordHasher(),
    premium: app.premium,
    billing: app.config.stripe ? createStripeGateway(app.config.stripe) : null,
    config: app.config,
  });
  await app.register(accountRoutes, { service });
};
