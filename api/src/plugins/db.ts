import fp from 'fastify-plugin';
import type { DatabaseSettings } from '../config.ts';
import type { ChangeFeed } from '../db/change-feed.ts';
import { openDatabase, type Database } from '../db/client.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    /** Changes to sessions and accounts, from whichever instance made them (db/change-feed.ts). */
    dbChanges: ChangeFeed;
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
    app.decorate('dbChanges', handle.changes);
  },
  { name: 'db' },
);
