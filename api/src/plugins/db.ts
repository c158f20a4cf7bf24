import fp from 'fastify-plugin';
import type { DatabaseSettings } from '../config.ts';
import { openDatabase, type Database } from '../db/client.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
  }
}

/** Opens the database, brings its schema up to date, and closes it when the app closes. */
export const dbPlugin = fp<{ settings: DatabaseSettings }>(
  async (app, { settings }) => {
    const handle = await openDatabase(settings, (error) => app.log.warn({ err: error }, 'idle database connection lost'));
    try {
      await handle.migrate();
    } catch (error) {
      await handle.close();
      throw error;
    }
    app.addHook('onClose', () => handle.close());
    app.log.info({ database: handle.kind }, 'database ready');
    app.decorate('db', handle.db);
  },
  { name: 'db' },
);
