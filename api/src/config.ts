import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { remoteMapSchema } from '@lettra/contracts';
import { MODEL_DEFAULTS } from '@lettra/letter-engine';
import { z } from 'zod';
import { parseTrustedProxies, type TrustedProxies } from './client-address/trusted-proxies.ts';
import { systemTimers, type Timers } from './lib/timers.ts';

// Every variable is optional (docs/architecture.md, 'Configuration'): a fresh machine runs with none of them.

const flag = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1');
const count = z.coerce.number().int().min(0);

/** `rolling` (spec: until 23:59:59.999 of the current day), `off`, or one campaign day `YYYY-MM-DD`. */
const premiumDaySetting = z.union([
  z.literal('rolling'),
  z.literal('off'),
  z.iso.date().transform((date) => ({ date })),
]);

/** `TRUST_PROXY`: which proxies may name the client in X-Forwarded-For (client-address/trusted-proxies.ts). */
const trustedProxies = z.string().transform((text, context) => {
  const parsed = parseTrustedProxies(text);
  if (parsed !== null) return parsed;
  context.addIssue({
    code: 'custom',
    message: 'TRUST_PROXY must be false, true (one proxy), a number of proxies, or a comma list of their addresses or CIDR ranges',
  });
  return z.NEVER;
});

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
  .pipe(remoteMapSchema);

/** One origin, `https://host[:port]`: a trailing slash is taken, a path, query or credentials are not. */
const httpOrigin = z.string().transform((text, context) => {
  const url = URL.parse(text);
  if (url && (url.protocol === 'http:' || url.protocol === 'https:') && url.origin + '/' === url.href) return url.origin;
  context.addIssue({ code: 'custom', message: `${text} is not an http(s) origin such as https://preview.lettra.fr` });
  return z.NEVER;
});

/** `PREVIEW_ORIGINS`: a comma list of origins a remote's preview build may be loaded from. */
const originList = z
  .string()
  .transform((text) => text.split(',').map((origin) => origin.trim()).filter(Boolean))
  .pipe(z.array(httpOrigin));

/** `STRIPE_API_BASE`: another address for Stripe's API (a local stub in tests and e2e), as the SDK takes it. */
const stripeApiBase = z
  .url()
  .transform((text) => new URL(text))
  .refine((url) => url.protocol === 'http:' || url.protocol === 'https:', {
    error: 'STRIPE_API_BASE must be an http or https URL',
  })
  .transform((url) => {
    const protocol = url.protocol === 'https:' ? ('https' as const) : ('http' as const);
    return { host: url.hostname, port: url.port ? Number(url.port) : protocol === 'https' ? 443 : 80, protocol };
  });

// The workspace root, where shell/ and the mfe-*/ folders keep their builds.
const WORKSPACE_ROOT = fileURLToPath(new URL('../../', import.meta.url));

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('.data'),
  DATABASE_URL: z.url().optional(),
  REDIS_URL: z.url().optional(),
  // Unset: `rolling` on a local machine, off in production (loadConfig).
  PREMIUM_DAY: premiumDaySetting.optional(),
  APP_TIMEZONE: z
    .string()
    .refine(isTimeZone, { error: 'APP_TIMEZONE must be an IANA time zone, e.g. Europe/Paris' })
    .default('Europe/Paris'),
  SMTP_URL: z.url().optional(),
  MAIL_FROM: z.string().min(3).default('Lettra <no-reply@lettra.fr>'),
  PUBLIC_URL: z.url().optional(),
  COOKIE_SECURE: z.union([z.literal('auto'), flag]).default('auto'),
  ALLOWED_ORIGINS: z.string().default(''),
  TRUST_PROXY: trustedProxies.default(false),
  // How long a stopping instance lets running requests (a streaming generation) finish.
  SHUTDOWN_GRACE_MS: count.min(1).default(30_000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // Unset: the demo accounts on a local machine, none in production.
  SEED_DEMO: flag.optional(),
  // At most a day apart, so that a deletion keeps close to the date its warning announced; 0: never on this instance.
  RETENTION_INTERVAL_MINUTES: count.max(24 * 60).default(60),
  // One knob to raise every auth limit at once (e2e suites sign up many users from one IP)…
  AUTH_RATE_LIMIT_MAX: count.optional(),
  // …and one per route, which wins over it.
  LOGIN_RATE_LIMIT_MAX: count.optional(),
  SIGNUP_RATE_LIMIT_MAX: count.optional(),
  SIGNUP_ADDRESS_RATE_LIMIT_MAX: count.optional(),
  RESET_RATE_LIMIT_MAX: count.optional(),
  LOGIN_BACKOFF_AFTER: count.min(1).default(5),
  LOGIN_GUESSES_PER_ACCOUNT_HOUR: count.min(1).default(100),
  REMOTES: remoteMap.optional(),
  // A JSON file holding the same map, followed while the api runs: releases without a restart (docs/federation.md).
  REMOTES_FILE: z.string().min(1).optional(),
  PREVIEW_ORIGINS: originList.default([]),
  // Signs the staff's preview links (remotes/preview-token.ts); without it no preview is accepted.
  PREVIEW_SECRET: z.string().min(32, { error: 'PREVIEW_SECRET must hold at least 32 characters' }).optional(),
  // The language model (docs/product.md §7): without OPENAI_API_KEY the offline writer of letter-engine writes letters.
  OPENAI_API_KEY: z.string().min(1).optional(),
  OPENAI_BASE_URL: z.url().optional(),
  LLM_MODEL: z.string().min(1).default(MODEL_DEFAULTS.model),
  LLM_TIMEOUT_MS: count.min(1).default(45_000),
  // The circuit breaker in front of the model (docs/security-payments.md §5).
  LLM_CIRCUIT_FAILURES: count.min(1).default(5),
  LLM_CIRCUIT_COOLDOWN_MS: count.min(1).default(30_000),
  LLM_STREAM_USAGE: flag.optional(),
  GENERATION_RATE_LIMIT_MAX: count.optional(),
  ANALYSIS_RATE_LIMIT_MAX: count.optional(),
  EXPORT_RATE_LIMIT_MAX: count.optional(),
  KEYWORD_SENTENCE_RATE_LIMIT_MAX: count.optional(),
  // The posting from its link (docs/security.md 'The posting from its link'): `off` turns it off; the
  // origins listed are fetched whatever their address (tests' loopback pages, an intranet's board).
  POSTING_LINK_IMPORT: z.enum(['on', 'off']).default('on'),
  POSTING_LINK_ALLOW: originList.default([]),
  POSTING_LINK_RATE_LIMIT_MAX: count.optional(),
  // The engine's worker threads and the longest a job may run in one (docs/security.md).
  ENGINE_WORKERS: count.min(1).max(32).optional(),
  ENGINE_JOB_TIMEOUT_MS: count.min(1).default(10_000),
  // The engine's fair line: jobs one account may have waiting or running, and jobs waiting in all.
  ENGINE_JOBS_PER_USER: count.min(1).default(4),
  ENGINE_QUEUE_MAX: count.min(1).default(1000),
  // How long a client may take to send a request's headers, and the whole request; how long a
  // connection may stay silent (streams send a heartbeat every 15 s, so at least 20 s).
  HEADERS_TIMEOUT_MS: count.min(1).default(10_000),
  REQUEST_TIMEOUT_MS: count.min(1).default(30_000),
  IDLE_TIMEOUT_MS: count.min(20_000, { error: 'IDLE_TIMEOUT_MS must be at least 20000: streams send a heartbeat every 15 s' }).default(30_000),
  OFFLINE_STREAM_DELAY_MS: count.default(12),
  // Stripe (docs/security-payments.md §1); without STRIPE_SECRET_KEY, payments are simulated (demo mode).
  STRIPE_SECRET_KEY: z.string().regex(/^(sk|rk)_/, { error: 'STRIPE_SECRET_KEY must start with sk_ or rk_' }).optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().regex(/^pk_/, { error: 'STRIPE_PUBLISHABLE_KEY must start with pk_' }).optional(),
  STRIPE_PRICE_ID: z.string().min(1).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().regex(/^whsec_/, { error: 'STRIPE_WEBHOOK_SECRET must start with whsec_' }).optional(),
  STRIPE_API_BASE: stripeApiBase.optional(),
  // Without Stripe: demo payments on a developer's machine, off in production unless set to true (docs/security.md).
  DEMO_PAYMENTS: flag.optional(),
  NODE_ENV: z.string().optional(),
  // With it, GET /api/metrics answers only `Authorization: Bearer <token>` (a Prometheus scraper).
  METRICS_TOKEN: z.string().min(16, { error: 'METRICS_TOKEN must hold at least 16 characters' }).optional(),
}).refine((vars) => vars.HEADERS_TIMEOUT_MS <= vars.REQUEST_TIMEOUT_MS, {
  error: 'HEADERS_TIMEOUT_MS must not exceed REQUEST_TIMEOUT_MS: the headers are part of the request',
  path: ['HEADERS_TIMEOUT_MS'],
}).refine((vars) => vars.REMOTES === undefined || vars.REMOTES_FILE === undefined, {
  error: 'REMOTES_FILE and REMOTES cannot both be set: the map comes from one of them',
  path: ['REMOTES_FILE'],
});

export type Env = z.input<typeof envSchema>;
export type PremiumDaySetting = z.output<typeof premiumDaySetting>;

/** Where the data lives: embedded PGlite (a folder, or memory for tests) or a PostgreSQL server. */
export type DatabaseSettings =
  // `from`: a dump of a data folder to start from instead of an empty one (the test suite starts every
  // memory database from one migrated dump, api/test/helper.ts).
  | { kind: 'pglite'; dataDir: string | null; from?: Blob }
  | { kind: 'postgres'; url: string };

export interface StripeSettings {
  secretKey: string;
  /** The Premium price (5,99 €/mois): the Checkout Session's one line item. */
  priceId: string;
  /** Given to the browser for Stripe.js; null when not set. */
  publishableKey: string | null;
  /** Verifies webhook signatures; without it the webhook refuses every event. */
  webhookSecret: string | null;
  /** Where the SDK sends requests instead of api.stripe.com (`STRIPE_API_BASE`); null for Stripe itself. */
  apiBase: { host: string; port: number; protocol: 'http' | 'https' } | null;
}

export interface LlmSettings {
  apiKey: string | null;
  /** Any OpenAI-compatible endpoint (Mistral, Ollama, vLLM…); null for OpenAI itself. */
  baseUrl: string | null;
  model: string;
  /** Longest wait for the first token and between two chunks; a whole letter gets twice that. */
  timeoutMs: number;
  /** Whether to ask the provider for the tokens used (`stream_options`), which some endpoints refuse. */
  askUsage: boolean;
  /** Consecutive failed generations that open the model's circuit breaker, and how long it stays open. */
  circuit: { failureThreshold: number; coolDownMs: number };
}

export interface PostingLinkSettings {
  enabled: boolean;
  /** `POSTING_LINK_ALLOW`: origins fetched even on a private or loopback address, and on any port. */
  allowedOrigins: ReadonlySet<string>;
  /** The whole fetch, redirects included, on `timers`. */
  timeoutMs: number;
  /** The page, once decompressed. */
  maxBytes: number;
  maxRedirects: number;
}

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
  /** Proxies whose X-Forwarded-For entry is believed; `request.ip` is the address the last of them saw. */
  trustProxy: TrustedProxies;
  logLevel: string;
  /** On SIGTERM, the longest wait for requests in flight before the process exits anyway. */
  shutdownGraceMs: number;
  seedDemo: boolean;
  /** Time between two runs of the retention job (the first at start); 0 when this instance never runs it. */
  retentionIntervalMs: number;
  rateLimits: {
    login: RateLimitRule;
    /** Sign-ups from one network (a class behind one address must fit); `signupAddress`: attempts at one e-mail address. */
    signup: RateLimitRule;
    signupAddress: RateLimitRule;
    passwordReset: RateLimitRule;
    generation: RateLimitRule;
    analysis: RateLimitRule;
    /** PDF and Word downloads, both formats on one count. */
    export: RateLimitRule;
    keywordSentence: RateLimitRule;
    postingLink: RateLimitRule;
  };
  /** Importing a posting from its link: on or off, the origins reached whatever their address, and the fetch's bounds. */
  postingLink: PostingLinkSettings;
  /**
   * Worker threads for the engine's text work and the exports; the longest a job may take from the
   * moment it is asked for, waiting included; the jobs one account may have waiting or running;
   * the jobs that may wait in all (engine-pool/, docs/security.md).
   */
  engine: { workers: number; jobTimeoutMs: number; jobsPerUser: number; queueMax: number };
  /** Limits on a slow client: its request's headers, its whole request, a silent connection. */
  timeouts: { headersMs: number; requestMs: number; idleMs: number };
  /** Guesses at one account's password from one source before that source's back-off starts. */
  loginBackoffAfter: number;
  /** Guesses at one account's password per clock hour, all sources together. */
  guessesPerAccountHour: number;
  /** Folder holding the builds of shell and of the mfe remotes, served in single-origin mode. */
  frontRoot: string;
  /** /remotes.json as given by `REMOTES`; null to serve the remotes built under `frontRoot`. */
  remotes: Record<string, string> | null;
  /** The file /remotes.json is read from and followed in (`REMOTES_FILE`, an absolute path); null when not set. */
  remotesFile: string | null;
  /** Origins a remote's preview may be loaded from by the shell (`PREVIEW_ORIGINS`); empty by default. */
  previewOrigins: string[];
  /** The key of the signed preview links (`PREVIEW_SECRET`); null: previews are off. */
  previewSecret: string | null;
  /** Stripe payments; null without STRIPE_SECRET_KEY: demo mode or no payments at all (`demoPayments`). */
  stripe: StripeSettings | null;
  /** A deployment for real users: `NODE_ENV=production` or an https `PUBLIC_URL`. */
  production: boolean;
  /**
   * Whether checkout grants a month of Premium with no payment (docs/product.md §8 'Mode démo activé'): never with
   * Stripe; on a local machine by default; in production only with `DEMO_PAYMENTS=true`.
   */
  demoPayments: boolean;
  /** The chat-completions model; `apiKey` null means the offline writer writes the letters. */
  llm: LlmSettings;
  /** Pause between the word chunks of text the api writes itself (offline letters, locked previews). */
  offlineStreamDelayMs: number;
  /** The clock. Every timestamp the api writes or compares comes from here, so tests can state the time. */
  now: () => Date;
  /** The timers of the model call's timeouts and retry wait; tests replace them with their clock's. */
  timers: Timers;
  /** The bearer token /api/metrics requires; null leaves it open where it is served. */
  metricsToken: string | null;
  /** Whether /api/metrics is served: always with a token; without one, on a local machine only. */
  metricsServed: boolean;
  /** Risky choices of a production deployment, logged at start at level warn (app.ts). */
  startupWarnings: string[];
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
  const publicUrl = (vars.PUBLIC_URL ?? `http://localhost:${vars.PORT}`).replace(/(?<!\/)\/+$/, '');
  const authMax = vars.AUTH_RATE_LIMIT_MAX;
  const dataDir = path.resolve(vars.DATA_DIR);
  const production = vars.NODE_ENV === 'production' || publicUrl.startsWith('https://');
  const stripe = stripeSettings(vars);

  return {
    port: vars.PORT,
    host: vars.HOST,
    dataDir,
    database: vars.DATABASE_URL
      ? { kind: 'postgres', url: vars.DATABASE_URL }
      : { kind: 'pglite', dataDir: path.join(dataDir, 'pglite') },
    redisUrl: vars.REDIS_URL ?? null,
    premiumDay: vars.PREMIUM_DAY ?? (production ? 'off' : 'rolling'),
    timeZone: vars.APP_TIMEZONE,
    smtpUrl: vars.SMTP_URL ?? null,
    mailFrom: vars.MAIL_FROM,
    publicUrl,
    cookieSecure: vars.COOKIE_SECURE === 'auto' ? publicUrl.startsWith('https://') : vars.COOKIE_SECURE,
    allowedOrigins: vars.ALLOWED_ORIGINS.split(',')
      .map((origin) => origin.trim().replace(/(?<!\/)\/+$/, ''))
      .filter(Boolean),
    trustProxy: vars.TRUST_PROXY,
    logLevel: vars.LOG_LEVEL,
    shutdownGraceMs: vars.SHUTDOWN_GRACE_MS,
    seedDemo: vars.SEED_DEMO ?? !production,
    retentionIntervalMs: vars.RETENTION_INTERVAL_MINUTES * MINUTE,
    // Per IP, as proposed in docs/security-payments.md §2.
    rateLimits: {
      login: { max: vars.LOGIN_RATE_LIMIT_MAX ?? authMax ?? 10, timeWindow: MINUTE },
      signup: { max: vars.SIGNUP_RATE_LIMIT_MAX ?? authMax ?? 30, timeWindow: 60 * MINUTE },
      signupAddress: { max: vars.SIGNUP_ADDRESS_RATE_LIMIT_MAX ?? authMax ?? 3, timeWindow: 60 * MINUTE },
      passwordReset: { max: vars.RESET_RATE_LIMIT_MAX ?? authMax ?? 5, timeWindow: 15 * MINUTE },
      // Per user: a denial-of-wallet brake (docs/security-payments.md §3, LLM10), far above a real user's pace.
      generation: { max: vars.GENERATION_RATE_LIMIT_MAX ?? 10, timeWindow: 10 * MINUTE },
      // Per user too: each analysis reads three texts of up to 20,000 characters.
      analysis: { max: vars.ANALYSIS_RATE_LIMIT_MAX ?? 30, timeWindow: 10 * MINUTE },
      // Per user: each download renders a document unless the same one was just rendered; every layout
      // in both formats is 6 of them.
      export: { max: vars.EXPORT_RATE_LIMIT_MAX ?? 60, timeWindow: 10 * MINUTE },
      // Per user: 'Ajouter à la lettre' reads the CV and the posting again each time.
      keywordSentence: { max: vars.KEYWORD_SENTENCE_RATE_LIMIT_MAX ?? 30, timeWindow: 10 * MINUTE },
      // Per user: each import makes the server fetch a stranger's page; a job seeker imports a few a day.
      postingLink: { max: vars.POSTING_LINK_RATE_LIMIT_MAX ?? 20, timeWindow: 10 * MINUTE },
    },
    // 5 s, 2 MB and 3 redirects at most.
    postingLink: {
      enabled: vars.POSTING_LINK_IMPORT === 'on',
      allowedOrigins: new Set(vars.POSTING_LINK_ALLOW),
      timeoutMs: 5000,
      maxBytes: 2 * 1024 * 1024,
      maxRedirects: 3,
    },
    // One core for the event loop and the others for the engine, within reason.
    engine: {
      workers: vars.ENGINE_WORKERS ?? Math.min(4, Math.max(1, availableParallelism() - 1)),
      jobTimeoutMs: vars.ENGINE_JOB_TIMEOUT_MS,
      jobsPerUser: vars.ENGINE_JOBS_PER_USER,
      queueMax: vars.ENGINE_QUEUE_MAX,
    },
    timeouts: { headersMs: vars.HEADERS_TIMEOUT_MS, requestMs: vars.REQUEST_TIMEOUT_MS, idleMs: vars.IDLE_TIMEOUT_MS },
    loginBackoffAfter: vars.LOGIN_BACKOFF_AFTER,
    guessesPerAccountHour: vars.LOGIN_GUESSES_PER_ACCOUNT_HOUR,
    frontRoot: WORKSPACE_ROOT,
    remotes: vars.REMOTES ?? null,
    remotesFile: vars.REMOTES_FILE === undefined ? null : path.resolve(vars.REMOTES_FILE),
    previewOrigins: vars.PREVIEW_ORIGINS,
    previewSecret: vars.PREVIEW_SECRET ?? null,
    stripe,
    production,
    // A production without Stripe must not give Premium away by mistake: demo payments there are a choice.
    demoPayments: stripe === null && (vars.DEMO_PAYMENTS ?? !production),
    llm: {
      apiKey: vars.OPENAI_API_KEY ?? null,
      baseUrl: vars.OPENAI_BASE_URL ?? null,
      model: vars.LLM_MODEL,
      timeoutMs: vars.LLM_TIMEOUT_MS,
      // OpenAI itself takes `stream_options`; an endpoint of another kind may answer it with a 422
      // (Mistral does), so there the operator opts in.
      askUsage: vars.LLM_STREAM_USAGE ?? vars.OPENAI_BASE_URL === undefined,
      circuit: { failureThreshold: vars.LLM_CIRCUIT_FAILURES, coolDownMs: vars.LLM_CIRCUIT_COOLDOWN_MS },
    },
    offlineStreamDelayMs: vars.OFFLINE_STREAM_DELAY_MS,
    metricsToken: vars.METRICS_TOKEN ?? null,
    // Metrics name routes, counts and the model's usage: a production serves them to its scraper only.
    metricsServed: vars.METRICS_TOKEN !== undefined || !production,
    startupWarnings: production ? productionWarnings(vars) : [],
    now: () => new Date(),
    timers: systemTimers,
  };
}

/** Loud on purpose: whoever reads a real deployment's start-up log must not miss these choices. */
export const PRODUCTION_WARNINGS = {
  premiumDay:
    'PREMIUM DAY RUNS EVERY DAY IN PRODUCTION (PREMIUM_DAY=rolling): every account is Premium until midnight, every day. Set a campaign date (YYYY-MM-DD) or remove PREMIUM_DAY.',
  seedDemo:
    'DEMO ACCOUNTS ARE SEEDED IN PRODUCTION (SEED_DEMO=true): the README publishes their passwords, so anyone can sign in to them and read their letters. Remove SEED_DEMO.',
} as const;

// Only what was set explicitly: unset, production already takes the safe default.
function productionWarnings(vars: z.output<typeof envSchema>): string[] {
  return [
    ...(vars.PREMIUM_DAY === 'rolling' ? [PRODUCTION_WARNINGS.premiumDay] : []),
    ...(vars.SEED_DEMO === true ? [PRODUCTION_WARNINGS.seedDemo] : []),
  ];
}

// A secret key without a price could only fail at the first checkout: say so at start instead.
function stripeSettings(vars: z.output<typeof envSchema>): StripeSettings | null {
  if (!vars.STRIPE_SECRET_KEY) return null;
  if (!vars.STRIPE_PRICE_ID) {
    throw new Error('Invalid configuration:\n  STRIPE_PRICE_ID: required when STRIPE_SECRET_KEY is set');
  }
  return {
    secretKey: vars.STRIPE_SECRET_KEY,
    priceId: vars.STRIPE_PRICE_ID,
    publishableKey: vars.STRIPE_PUBLISHABLE_KEY ?? null,
    webhookSecret: vars.STRIPE_WEBHOOK_SECRET ?? null,
    apiBase: vars.STRIPE_API_BASE ?? null,
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
