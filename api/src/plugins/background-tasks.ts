import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';

export interface BackgroundTasks {
  /** Starts `task` without the caller waiting for it; a failure is logged under `name`, never thrown. */
  run: (name: string, task: () => Promise<void>) => void;
  /** Resolves once every task started so far has ended. */
  settled: () => Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    background: BackgroundTasks;
  }
}

export function createBackgroundTasks(log: FastifyBaseLogger): BackgroundTasks {
  const running = new Set<Promise<void>>();
  return {
    run(name, task) {
      // Through a promise's executor: a task that throws before returning its promise is caught too.
      const done = new Promise<void>((resolve) => resolve(task()))
        .catch((error: unknown) => log.error({ err: error, task: name }, 'background task failed'))
        .finally(() => running.delete(done));
      running.add(done);
    },
    async settled() {
      while (running.size > 0) await Promise.all(running);
    },
  };
}

/**
 * Work a request starts and does not wait for, so that its answer does not tell what the work was
 * (a reset link sent or not). The app waits for it on close, before the database closes.
 */
export const backgroundTasksPlugin = fp(
  async (app) => {
    const tasks = createBackgroundTasks(app.log);
    app.decorate('background', tasks);
    app.addHook('onClose', () => tasks.settled());
  },
  { name: 'background-tasks', dependencies: ['db'] },
);
