// Run by scripts/test.sh before the suites: the production tests need the machine's PostgreSQL and
// Redis, and a clear message up front beats a timeout in the middle of the run.
import { Redis } from 'ioredis';
import pg from 'pg';
import { SERVICES } from './api-process.ts';

const problems: string[] = [];

const client = new pg.Client({ connectionString: SERVICES.postgres, connectionTimeoutMillis: 3000 });
try {
  await client.connect();
  await client.query('select 1');
} catch (error) {
  problems.push(`PostgreSQL (${SERVICES.postgres}) : ${(error as Error).message}`);
} finally {
  await client.end().catch(() => {});
}

const redis = new Redis(SERVICES.redis, { connectTimeout: 3000, maxRetriesPerRequest: 0, lazyConnect: true, retryStrategy: () => null });
let redisError: Error | null = null;
redis.on('error', (error: Error) => (redisError = error));
try {
  await redis.connect();
  await redis.ping();
} catch (error) {
  problems.push(`Redis (${SERVICES.redis}) : ${(redisError ?? (error as Error)).message}`);
} finally {
  redis.disconnect();
}

if (problems.length > 0) {
  console.error(
    `Les tests de production ont besoin de PostgreSQL et de Redis (TEST_DATABASE_URL, TEST_REDIS_URL) :\n  ${problems.join('\n  ')}`,
  );
  process.exit(1);
}
console.log(`PostgreSQL et Redis répondent (${SERVICES.postgres}, ${SERVICES.redis}).`);
