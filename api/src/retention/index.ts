import fp from 'fastify-plugin';
import { startRepeatingTask, type RepeatingTask } from '../lib/repeating-task.ts';
import { createMailer } from '../mail/mailer.ts';
import { createSessionsRepository } from '../sessions/sessions.repository.ts';
import { createRetentionRepository } from './retention.repository.ts';
import { createRetentionService, type RetentionService } from './retention.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The data retention job; it runs on its own (RETENTION_INTERVAL_MINUTES), tests run it by hand. */
    retention: RetentionService;
  }
}

/**
 * Runs the retention job when the app is ready, then every RETENTION_INTERVAL_MINUTES. Every api
 * instance runs it: its writes are claims, so instances running it at once do each thing once.
 */
export const retentionJob = fp(
  async (app) => {
    const mailer = createMailer(app.config, app.log);
    const service = createRetentionService({
      repository: createRetentionRepository(app.db),
      sessions: createSessionsRepository(app.db),
      mailer,
      config: app.config,
      log: app.log,
    });
    app.decorate('retention', service);

    let task: RepeatingTask | null = null;
    if (app.config.retentionIntervalMs > 0) {
      app.addHook('onReady', async () => {
        // Not awaited: readiness does not wait for a run that may send mail.
        task = startRepeatingTask(() => service.run(), app.config.retentionIntervalMs, (error) =>
          app.log.error({ err: error }, 'retention job failed; it runs again at the next interval'),
        );
      });
    }
    // onClose hooks run last-registered first: a run in progress ends while the database is still open.
    app.addHook('onClose', async () => {
      await task?.stop();
      mailer.close();
    });
  },
  { name: 'retention', dependencies: ['db'] },
);
