import type { FastifyPluginAsync } from 'fastify';
import { createMailer } from '../mail/mailer.ts';
import { createGuessThrottle } from '../passwords/guess-throttle.ts';
import { createGuessThrottleRepository } from '../passwords/guess-throttle.repository.ts';
import { createPasswordHasher } from '../passwords/password-hasher.ts';
import { createAuthRepository } from './auth.repository.ts';
import { authRoutes } from './auth.routes.ts';
import { createAuthService } from './auth.service.ts';

/** Accounts and sessions: signup, login, logout, session restore, password reset (`/api/auth`). */
export const authDomain: FastifyPluginAsync = async (app) => {
  const mailer = createMailer(app.config, app.log);
  // A reset link may still be on its way (app.background): it goes out before the mailer closes.
  app.addHook('onClose', async () => {
    await app.background.settled();
    mailer.close();
  });
  const service = createAuthService({
    repository: createAuthRepository(app.db),
    hasher: createPasswordHasher(),
    guesses: createGuessThrottle({ repository: createGuessThrottleRepository(app.db), config: app.config }),
    mailer,
    background: app.background,
    config: app.config,
  });
  await app.register(authRoutes, { service });
};
