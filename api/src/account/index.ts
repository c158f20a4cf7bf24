import type { FastifyPluginAsync } from 'fastify';
import { createStripeGateway } from '../billing/stripe-gateway.ts';
import { createLettersRepository } from '../letters/letters.repository.ts';
import { createMailer } from '../mail/mailer.ts';
import { createGuessThrottle } from '../passwords/guess-throttle.ts';
import { createGuessThrottleRepository } from '../passwords/guess-throttle.repository.ts';
import { createPasswordHasher } from '../passwords/password-hasher.ts';
import { createRefinementRepository } from '../refinement/refinement.repository.ts';
import { createSavedResumeRepository } from '../saved-resume/saved-resume.repository.ts';
import { createAccountRepository } from './account.repository.ts';
import { accountRoutes } from './account.routes.ts';
import { createAccountService } from './account.service.ts';
import { createEmailChangeRepository } from './email-change/email-change.repository.ts';
import { emailChangeRoutes } from './email-change/email-change.routes.ts';
import { createEmailChangeService } from './email-change/email-change.service.ts';
import { createAccountSessionsRepository } from './sessions/account-sessions.repository.ts';
import { accountSessionsRoutes } from './sessions/account-sessions.routes.ts';
import { createAccountSessionsService } from './sessions/account-sessions.service.ts';

/**
 * The signed-in user's account (`/api/me`): profile, password, preferences, signed-in devices, data
 * export and deletion; and the two e-mailed links of an address change, which need no session.
 */
export const accountDomain: FastifyPluginAsync = async (app) => {
  const mailer = createMailer(app.config, app.log);
  app.addHook('onClose', async () => mailer.close());
  const hasher = createPasswordHasher();
  const emailChange = createEmailChangeService({
    repository: createEmailChangeRepository(app.db),
    hasher,
    mailer,
    config: app.config,
  });
  const service = createAccountService({
    repository: createAccountRepository(app.db),
    letters: createLettersRepository(app.db),
    keptVersions: createRefinementRepository(app.db),
    savedResume: createSavedResumeRepository(app.db),
    hasher,
    guesses: createGuessThrottle({ repository: createGuessThrottleRepository(app.db), config: app.config }),
    emailChange,
    premium: app.premium,
    billing: app.config.stripe ? createStripeGateway(app.config.stripe) : null,
    config: app.config,
  });
  await app.register(accountRoutes, { service });
  await app.register(accountSessionsRoutes, {
    service: createAccountSessionsService({ repository: createAccountSessionsRepository(app.db), config: app.config }),
  });
  await app.register(emailChangeRoutes, { service: emailChange });
};
