import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

// Every variable is optional (ARCHITECTURE.md, 'Configuration'): a fresh machine runs with none of them.

const flag = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1');
const count = z.coerce.number().int().min(0);

/** `rolling` (spec: until 23:59:59.999 of the current day), `off`, or one campaign day `YYYY-MM-DD`. */
const premiumDaySetting = z.union([
  z.literal('rolling'),
  z.literal('off'),
  z.iso.date().transform((date) => ({ date })),
]);

/** `REMOTES`: the /remotes.json map (remote name → manifest URL) when remotes live on other origins. */
const remoteMap = z
  .string()
  .transform((text, context) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      context.addIssue({ code: 'custom', message: 'REMOTES must be a JSON object' });
      return z.NEVER;
    }
  })
  .pipe(z.record(z.string(), z.string().min(1)));

// The workspace root, where shell/ and the mfe-*/ folders keep their builds.
const WORKSPACE_ROOT = fileURLToPath(new URL('../../', import.meta.url));

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('.data'),
  DATABASE_URL: z.url().optional(),
  REDIS_URL: z.url().optional(),
  PREMIUM_DAY: premiumDaySetting.default('rolling'),
  APP_TIMEZONE: z
    .string()
    .refine(isTimeZone, { error: 'APP_TIMEZONE must be an IANA time zone, e.g. Europe/Paris' })
    .default('Europe/Paris'),
  SMTP_URL: z.url().optional(),
  MAIL_FROM: z.string().min(3).default('Lettra <no-reply@lettra.fr>'),
  PUBLIC_URL: z.url().optional(),
  COOKIE_SECURE: z.union([z.literal('auto'), flag]).default('auto'),
  ALLOWED_ORIGINS: z.string().default(''),
  TRUST_PROXY: flag.default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_DEMO: flag.default(true),
  // One knob to raise every auth limit at once (e2e suites sign up many users from one IP)…
  AUTH_RATE_LIMIT_MAX: count.optional(),
  // …and one per route, which wins over it.
  LOGIN_RATE_LIMIT_MAX: count.optional(),
  SIGNUP_RATE_LIMIT_MAX: count.optional(),
  RESET_RATE_LIMIT_MAX: count.optional(),
  LOGIN_BACKOFF_AFTER: count.min(1).default(5),
  REMOTES: remoteMap.optional(),
});

export type Env = z.input<typeof envSchema>;
export type PremiumDaySetting = z.output<typeof premiumDaySetting>;

/** Where the data lives: embedded PGlite (a folder, or memory for tests) or a PostgreSQL server. */
export type DatabaseSettings = { kind: 'pglite'; dataDir: string | null } | { kind: 'postgres'; url: string };

export interface RateLimitRule {
  max: number;
  timeWindow: number;
}

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  database: DatabaseSettings;
  redisUrl: string | null;
  premiumDay: PremiumDaySetting;
  timeZone: string;
  smtpUrl: string | null;
  mailFrom: string;
  publicUrl: string;
  cookieSecure: boolean;
  allowedOrigins: string[];
  trustProxy: boolean;
  logLevel: string;
  seedDemo: boolean;
  rateLimits: { login: RateLimitRule; signup: RateLimitRule; passwordReset: RateLimitRule };
  /** Consecutive failed logins on one e-mail before the per-account back-off starts. */
  loginBackoffAfter: number;
  /** Folder holding the builds of shell and of the mfe remotes, served in single-origin mode. */
  frontRoot: string;
  /** /remotes.json as given by `REMOTES`; null to serve the remotes built under `frontRoot`. */
  remotes: Record<string, string> | null;
  /** The clock. Every timestamp the api writes or compares comes from here, so tests can state the time. */
  now: () => Date;
}

const MINUTE = 60_000;

/**
 * Reads the configuration from environment variables (all optional) and fails fast, naming the
 * variable, when one is malformed.
 */
export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  const parsed = envSchema.safeParse(stripEmpty(env));
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const vars = parsed.data;
  const publicUrl = (vars.PUBLIC_URL ?? `http://localhost:${vars.PORT}`).replace(/\/+$/, '');
  const authMax = vars.AUTH_RATE_LIMIT_MAX;
  const dataDir = path.resolve(vars.DATA_DIR);

  return {
    port: vars.PORT,
    host: vars.HOST,
    dataDir,
    database: vars.DATABASE_URL
      ? { kind: 'postgres', url: vars.DATABASE_URL }
      : { kind: 'pglite', dataDir: path.join(dataDir, 'pglite') },
    redisUrl: vars.REDIS_URL ?? null,
    premiumDay: vars.PREMIUM_DAY,
    timeZone: vars.APP_TIMEZONE,
    smtpUrl: vars.SMTP_URL ?? null,
    mailFrom: vars.MAIL_FROM,
    publicUrl,
    cookieSecure: vars.COOKIE_SECURE === 'auto' ? publicUrl.startsWith('https://') : vars.COOKIE_SECURE,
    allowedOrigins: vars.ALLOWED_ORIGINS.split(',')
      .map((origin) => origin.trim().replace(/\/+$/, ''))
      .filter(Boolean),
    trustProxy: vars.TRUST_PROXY,
    logLevel: vars.LOG_LEVEL,
    seedDemo: vars.SEED_DEMO,
    // Per IP, as proposed in notes/security-payments.md §2.
    rateLimits: {
      login: { max: vars.LOGIN_RATE_LIMIT_MAX ?? authMax ?? 10, timeWindow: MINUTE },
      signup: { max: vars.SIGNUP_RATE_LIMIT_MAX ?? authMax ?? 5, timeWindow: 10 * MINUTE },
      passwordReset: { max: vars.RESET_RATE_LIMIT_MAX ?? authMax ?? 5, timeWindow: 15 * MINUTE },
    },
    loginBackoffAfter: vars.LOGIN_BACKOFF_AFTER,
    frontRoot: WORKSPACE_ROOT,
    remotes: vars.REMOTES ?? null,
    now: () => new Date(),
  };
}

// `FOO=` in a shell or a .env file means "not set", not "set to the empty string".
function stripEmpty(env: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(env).filter((entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== ''),
  );
}

function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('fr-FR', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}
