import fp from 'fastify-plugin';
import { createPasswordHasher } from '../passwords/password-hasher.ts';
import { seedDemoAccounts } from './seed-demo-accounts.ts';
import { createSeedRepository } from './seed.repository.ts';

/** Creates the demo accounts on first start: on a local machine unless SEED_DEMO=false, in production only with SEED_DEMO=true. */
export const demoSeed = fp(
  async (app) => {
    if (!app.config.seedDemo) return;
    await seedDemoAccounts({
      repository: createSeedRepository(app.db),
      hasher: createPasswordHasher(),
      now: app.config.now,
      log: app.log,
    });
  },
  { name: 'demo-seed', dependencies: ['db'] },
);
