import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { DatabaseSettings } from '../config.ts';
import { pgliteChangeFeed, postgresChangeFeed, type ChangeFeed } from './change-feed.ts';
import * as schema from './schema.ts';

/** What repositories query: the same Drizzle API whichever driver is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseSettings['kind'];
  /** Changes to sessions and accounts, as the database notifies them (change-feed.ts). */
  changes: ChangeFeed;
  /** Applies the pending versioned migrations of api/drizzle/. */
  migrate: () => Promise<void>;
  close: () => Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

// Any fixed number works; it only has to be the same for every instance of the api.
const MIGRATION_LOCK_ID = 7_403_112;

/** Receives errors of idle server connections (a restart of PostgreSQL), which nobody awaits. */
type ConnectionErrorListener = (error: Error) => void;

/** Opens embedded PGlite (a folder, or memory when `dataDir` is null) or a PostgreSQL pool. */
export async function openDatabase(
  settings: DatabaseSettings,
  onConnectionError: ConnectionErrorListener = () => {},
): Promise<DatabaseHandle> {
  return settings.kind === 'pglite' ? openPglite(settings.dataDir, settings.from) : openPostgres(settings.url, onConnectionError);
}

async function openPglite(dataDir: string | null, from: Blob | undefined): Promise<DatabaseHandle> {
  if (dataDir) await mkdir(dataDir, { recursive: true });
  const client = await PGlite.create({ ...(dataDir ? { dataDir } : {}), ...(from ? { loadDataDir: from } : {}) });
  const db = drizzlePglite({ client, schema });
  return {
    db,
    kind: 'pglite',
    changes: await pgliteChangeFeed(client),
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
  };
}

async function openPostgres(url: string, onConnectionError: ConnectionErrorListener): Promise<DatabaseHandle> {
  const changes = postgresChangeFeed(url, onConnectionError);
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    // Bounds both a new connection and the wait for a free one: with the server unreachable a
    // request gets its 503 within this time instead of hanging. Long enough that a burst of load
    // queues rather than fails (production/load.test.ts: 200 users on one instance, no 5xx).
    connectionTimeoutMillis: 10_000,
    onConnect: changes.listenOnPoolConnection,
  });
  // Without a listener, an idle connection dropped by the server would crash the process; the
  // pool replaces it at the next query.
  pool.on('error', onConnectionError);
  return {
    db: drizzlePostgres({ client: pool, schema }),
    kind: 'postgres',
    changes: changes.feed,
    migrate: async () => {
      // Several api instances may start at once behind a load balancer: the first one migrates,
      // the others wait on the lock and then find nothing left to apply.
      const connection = await pool.connect();
      try {
        await connection.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        try {
          await migratePostgres(drizzlePostgres({ client: connection, schema }), { migrationsFolder });
        } finally {
          await connection.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]);
        }
      } finally {
        connection.release();
      }
    },
    close: async () => {
      await changes.close();
      await pool.end();
    },
  };
}
