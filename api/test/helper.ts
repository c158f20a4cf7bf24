import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { desc, eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig, type AppConfig, type DatabaseSettings } from '../src/config.ts';
import {
  emailChanges,
  generationUsage,
  letters,
  loginThrottles,
  notificationPreferences,
  passwordResets,
  savedResumes,
  sessions,
  signupRequests,
  users,
} from '../src/db/schema.ts';
import { newId } from '../src/lib/ids.ts';
import { hashSecretToken, newSecretToken } from '../src/lib/secret-token.ts';
import type { LogStream } from '../src/logger-options.ts';
import type { Timers } from '../src/lib/timers.ts';
import { guessSubject } from '../src/passwords/guess-throttle.ts';
import { guessRowsOf } from '../src/passwords/guess-throttle.repository.ts';
import { createLettersRepository, type LetterRow } from '../src/letters/letters.repository.ts';
import { createPostgresDatabase } from './api-process.ts';
import { createManualTimers } from './manual-timers.ts';

/**
 * Which database the suite runs on: vitest.config.ts runs every file once on embedded PGlite and,
 * when TEST_DATABASE_URL is set, once more on that PostgreSQL server.
 */
export const testDatabaseKind: DatabaseSettings['kind'] = process.env.LETTRA_TEST_DB === 'postgres' ? 'postgres' : 'pglite';

/** A clock the test sets by hand (config.now), with the timers that run on it (config.timers). */
export interface TestClock {
  now: () => Date;
  /** Moves the clock; the timers due by then fire, in order. */
  set: (date: Date | string) => void;
  advance: (ms: number) => void;
  timers: Timers;
  /** Resolves once a timer of `ms` is waiting on this clock: then `advance` can make it fire. */
  waiting: (ms: number) => Promise<void>;
}

export function createTestClock(start: Date | string = '2026-03-15T10:00:00.000Z'): TestClock {
  let current = new Date(start).getTime();
  const timers = createManualTimers(() => current);
  const set = (date: Date | string | number) => {
    const target = new Date(date).getTime();
    timers.runUntil(target, (time) => {
      current = time;
    });
    current = target;
  };
  return {
    now: () => new Date(current),
    set,
    advance: (ms) => set(current + ms),
    timers,
    waiting: (ms) => timers.waiting(ms),
  };
}

// A new database per test file: memory PGlite, or a uniquely named database on the test server,
// dropped afterwards. A database rather than a schema, because drizzle-kit's migrations name the
// `public` schema in their foreign keys.
export async function freshDatabase(): Promise<{ settings: DatabaseSettings; drop: () => Promise<void> }> {
  if (testDatabaseKind === 'pglite') return { settings: { kind: 'pglite', dataDir: null, from: await migratedPglite() }, drop: async () => {} };
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('LETTRA_TEST_DB=postgres needs TEST_DATABASE_URL');
  const { url, drop } = await createPostgresDatabase(serverUrl);
  return { settings: { kind: 'postgres', url }, drop };
}

// A new PGlite runs initdb in WebAssembly (1.5–2.5 s on this 2-core machine); loading a dump of an
// already migrated one takes about 0.7 s. One dump per worker, made at its first database.
let migratedPgliteDump: Promise<Blob> | undefined;
function migratedPglite(): Promise<Blob> {
  migratedPgliteDump ??= (async () => {
    const client = await PGlite.create();
    try {
      await migrate(drizzle({ client }), { migrationsFolder: fileURLToPath(new URL('../drizzle', import.meta.url)) });
      return await client.dumpDataDir('none');
    } finally {
      await client.close();
    }
  })();
  return migratedPgliteDump;
}

export interface TestApp {
  app: FastifyInstance;
  config: AppConfig;
  clock: TestClock;
  /** DATA_DIR of this app (a temporary folder): the outbox is in it. */
  dataDir: string;
  close: () => Promise<void>;
}

export interface TestAppOptions {
  /** Environment variables, as a deployment would set them. */
  env?: Record<string, string>;
  clock?: TestClock;
  /** An existing database to reuse (a restart); it is then left in place at close. */
  database?: DatabaseSettings;
  /** An existing DATA_DIR to reuse; it is then left in place at close. */
  dataDir?: string;
  /** Runs after the app is built and before it is ready: the moment a test can add a route or rows. */
  beforeReady?: (app: FastifyInstance) => void | Promise<void>;
  /** Receives the log lines (with LOG_LEVEL set in `env`) instead of stdout. */
  logStream?: LogStream;
}

/**
 * Builds the real app, as server.ts does, on a fresh database and a temporary DATA_DIR. Defaults
 * suit most tests: no demo seed, no premium day (premium comes from the subscription only), auth
 * rate limits raised (every inject comes from one IP), no retention job on a timer (tests run it
 * by hand, `app.retention.run()`), no logs.
 */
export async function startTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const { env = {}, clock = createTestClock(), beforeReady } = options;
  const dataDir = options.dataDir ?? (await mkdtemp(path.join(os.tmpdir(), 'lettra-api-test-')));
  const database = options.database ? { settings: options.database, drop: async () => {} } : await freshDatabase();
  const config: AppConfig = {
    ...loadConfig({
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      PREMIUM_DAY: 'off',
      LOG_LEVEL: 'silent',
      AUTH_RATE_LIMIT_MAX: '10000',
      RETENTION_INTERVAL_MINUTES: '0',
      ...env,
    }),
    database: database.settings,
    now: clock.now,
    timers: clock.timers,
  };
  const app = await buildApp(config, options.logStream ? { logStream: options.logStream } : {});
  await beforeReady?.(app);
  await app.ready();
  return {
    app,
    config,
    clock,
    dataDir,
    close: async () => {
      await app.close();
      await database.drop();
      if (!options.dataDir) await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** `startTestApp` once for the whole file, closed after its last test. */
export function setupTestApp(options: TestAppOptions = {}): TestApp {
  const context = {} as TestApp;
  beforeAll(async () => {
    Object.assign(context, await startTestApp(options));
  });
  afterAll(async () => {
    await context.close?.();
  });
  return context;
}

/** An address no other test uses. */
export function uniqueEmail(label = 'user'): string {
  return `${label}.${randomBytes(5).toString('hex')}@exemple.fr`;
}

type Request = Omit<InjectOptions, 'url' | 'method'> & { method?: InjectOptions['method']; url: string };

/** A browser stand-in: keeps the session cookie and sends the CSRF header on state-changing requests. */
export interface Agent {
  request: (options: Request) => Promise<LightMyRequestResponse>;
  /** The session cookie's value, or null when signed out. */
  readonly sessionToken: string | null;
  signup: (fields?: Partial<{ name: string; email: string; password: string }>) => Promise<SignedUp>;
  login: (email: string, password: string) => Promise<LightMyRequestResponse>;
}

export interface SignedUp {
  id: string;
  name: string;
  email: string;
  password: string;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function createAgent(app: FastifyInstance, cookieName = 'lettra_sid'): Agent {
  let sessionToken: string | null = null;

  const agent: Agent = {
    get sessionToken() {
      return sessionToken;
    },

    async request({ method = 'GET', headers = {}, ...rest }) {
      const response = await app.inject({
        method,
        ...rest,
        headers: {
          ...(SAFE_METHODS.has(String(method).toUpperCase()) ? {} : { 'x-requested-with': 'lettra' }),
          ...(sessionToken ? { cookie: `${cookieName}=${sessionToken}` } : {}),
          ...headers,
        },
      });
      const cookie = response.cookies.find((candidate) => candidate.name === cookieName);
      if (cookie) sessionToken = cookie.value === '' ? null : cookie.value;
      return response;
    },

    async signup(fields = {}) {
      const account = {
        name: fields.name ?? 'Alice Dupont',
        email: fields.email ?? uniqueEmail(),
        password: fields.password ?? 'Lettre-de-test-2026',
      };
      const asked = await agent.request({
        method: 'POST',
        url: '/api/auth/signup',
        payload: { ...account, acceptTerms: true },
      });
      if (asked.statusCode !== 202) throw new Error(`signup failed: ${asked.statusCode} ${asked.body}`);
      // Its mail is written, then taken out of the outbox, as the person who opens it would: a test
      // counting the mails to an account sees those of its own steps (a test's mail server aside).
      if (!app.config.smtpUrl) {
        await app.background.settled();
        await removeSignupMails(app.config.dataDir, account.email);
      }
      const token = await signupLinkToken(app, account.email);
      const response = await agent.request({ method: 'POST', url: '/api/auth/signup/confirm', payload: { token, password: account.password } });
      if (response.statusCode !== 201) throw new Error(`signup confirmation failed: ${response.statusCode} ${response.body}`);
      return { id: response.json().user.id, ...account };
    },

    login: (email, password) =>
      agent.request({ method: 'POST', url: '/api/auth/login', payload: { email, password } }),
  };
  return agent;
}

async function removeSignupMails(dataDir: string, email: string): Promise<void> {
  const folder = path.join(dataDir, 'outbox');
  for (const file of await readdir(folder).catch(() => [])) {
    const message = await readFile(path.join(folder, file), 'utf8');
    if (message.includes(`\r\nTo: ${email}\r\n`) && message.includes('Activez votre compte Lettra')) await rm(path.join(folder, file));
  }
}

/**
 * The token of a link that opens the sign-up just asked for `email`, as if the mailed link were opened.
 * The mail itself may be held (a test's mail server) or go to an outbox the test does not read, so a
 * second link to that sign-up is recorded directly, with the hash the api stored: the api confirms it
 * exactly as it would the mailed one. auth.routes.test.ts follows the mailed link itself.
 */
async function signupLinkToken(app: FastifyInstance, email: string): Promise<string> {
  const [asked] = await app.db.select().from(signupRequests).where(eq(signupRequests.email, email)).orderBy(desc(signupRequests.createdAt)).limit(1);
  if (!asked) throw new Error(`no sign-up waiting for ${email}`);
  const token = newSecretToken();
  await app.db.insert(signupRequests).values({ ...asked, tokenHash: hashSecretToken(token) });
  return token;
}

/**
 * Makes an account subscribed: a demo subscription by default (no Stripe id), or, given its id, a
 * Stripe one as the billing webhook writes it. Either runs until 31 December 2026.
 */
export async function subscribe(app: FastifyInstance, userId: string, stripeSubscriptionId: string | null = null): Promise<void> {
  await app.db
    .update(users)
    .set({ isSubscribed: true, subscriptionStatus: 'active', currentPeriodEnd: new Date('2026-12-31T00:00:00Z'), stripeSubscriptionId })
    .where(eq(users.id, userId));
}

/** Stores a letter for a user, as the generation domain will. */
export async function insertLetter(
  app: FastifyInstance,
  userId: string,
  fields: Partial<Omit<LetterRow, 'id' | 'userId'>> = {},
): Promise<LetterRow> {
  const createdAt = fields.createdAt ?? new Date('2026-03-01T09:00:00Z');
  return createLettersRepository(app.db).insert({
    id: newId('let'),
    userId,
    title: 'Lettre de test',
    company: 'Entreprise Test',
    position: 'Poste de test',
    content: 'Madame, Monsieur,\n\nPremier paragraphe.\n\nDeuxième paragraphe.\n\nCordialement.',
    ...fields,
    createdAt,
    updatedAt: fields.updatedAt ?? createdAt,
  });
}

/** Counts, table by table, the rows an account left behind: all zeros once it is deleted. */
export async function rowsLeftBy(app: FastifyInstance, account: { id: string; email: string }): Promise<Record<string, number>> {
  const count = async (rows: Promise<unknown[]>) => (await rows).length;
  return {
    users: await count(app.db.select().from(users).where(eq(users.id, account.id))),
    sessions: await count(app.db.select().from(sessions).where(eq(sessions.userId, account.id))),
    letters: await count(app.db.select().from(letters).where(eq(letters.userId, account.id))),
    notificationPreferences: await count(app.db.select().from(notificationPreferences).where(eq(notificationPreferences.userId, account.id))),
    passwordResets: await count(app.db.select().from(passwordResets).where(eq(passwordResets.userId, account.id))),
    emailChanges: await count(app.db.select().from(emailChanges).where(eq(emailChanges.userId, account.id))),
    generationUsage: await count(app.db.select().from(generationUsage).where(eq(generationUsage.userId, account.id))),
    savedResumes: await count(app.db.select().from(savedResumes).where(eq(savedResumes.userId, account.id))),
    loginThrottles: await count(app.db.select().from(loginThrottles).where(guessRowsOf(guessSubject.login(account.email)))),
  };
}
