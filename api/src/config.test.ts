import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig, PRODUCTION_WARNINGS } from './config.ts';

describe('loadConfig', () => {
  it('runs with no variable at all', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      dataDir: path.resolve('.data'),
      database: { kind: 'pglite', dataDir: path.resolve('.data', 'pglite') },
      redisUrl: null,
      premiumDay: 'rolling',
      timeZone: 'Europe/Paris',
      smtpUrl: null,
      publicUrl: 'http://localhost:3000',
      cookieSecure: false,
      allowedOrigins: [],
      seedDemo: true,
      rateLimits: {
        login: { max: 10, timeWindow: 60_000 },
        signup: { max: 30, timeWindow: 3_600_000 },
        signupAddress: { max: 3, timeWindow: 3_600_000 },
        passwordReset: { max: 5, timeWindow: 900_000 },
      },
      loginBackoffAfter: 5,
      retentionIntervalMs: 3_600_000,
      frontRoot: path.resolve(import.meta.dirname, '..', '..') + path.sep,
      remotes: null,
      remotesFile: null,
      previewOrigins: [],
    });
    expect(config.now()).toBeInstanceOf(Date);
  });

  it('reads a deployment’s variables', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '0.0.0.0',
      DATABASE_URL: 'postgres://lettra@db:5432/lettra',
      REDIS_URL: 'redis://cache:6379',
      PREMIUM_DAY: '2026-06-21',
      APP_TIMEZONE: 'America/Montreal',
      PUBLIC_URL: 'https://lettra.fr/',
      ALLOWED_ORIGINS: 'https://compte.lettra.fr, https://blog.lettra.fr/',
      SEED_DEMO: 'false',
      AUTH_RATE_LIMIT_MAX: '1000',
      LOGIN_RATE_LIMIT_MAX: '20',
      RETENTION_INTERVAL_MINUTES: '0',
      REMOTES: '{"mfe_blog":"https://cdn.lettra.fr/mfe-blog/2026-11-22/mf-manifest.json"}',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      database: { kind: 'postgres', url: 'postgres://lettra@db:5432/lettra' },
      redisUrl: 'redis://cache:6379',
      premiumDay: { date: '2026-06-21' },
      timeZone: 'America/Montreal',
      publicUrl: 'https://lettra.fr',
      // Secure cookies follow an https PUBLIC_URL unless COOKIE_SECURE says otherwise.
      cookieSecure: true,
      allowedOrigins: ['https://compte.lettra.fr', 'https://blog.lettra.fr'],
      seedDemo: false,
      rateLimits: { login: { max: 20 }, signup: { max: 1000 }, passwordReset: { max: 1000 } },
      retentionIntervalMs: 0,
      remotes: { mfe_blog: 'https://cdn.lettra.fr/mfe-blog/2026-11-22/mf-manifest.json' },
    });
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ PORT: '', PREMIUM_DAY: '' })).toMatchObject({ port: 3000, premiumDay: 'rolling' });
  });

  it.each([
    { name: 'PORT', value: 'trois-mille' },
    { name: 'PREMIUM_DAY', value: 'tomorrow' },
    { name: 'PREMIUM_DAY', value: '2026-02-30' },
    { name: 'APP_TIMEZONE', value: 'Europe/Lutece' },
    { name: 'DATABASE_URL', value: 'not a url' },
    { name: 'SEED_DEMO', value: 'maybe' },
    { name: 'REMOTES', value: 'mfe_blog=https://cdn' },
    { name: 'REMOTES', value: '["https://cdn"]' },
    // Past a day, the deletion would stray from the date the warning announced.
    { name: 'RETENTION_INTERVAL_MINUTES', value: '1441' },
    { name: 'PREVIEW_ORIGINS', value: 'preview.lettra.fr' },
    { name: 'PREVIEW_ORIGINS', value: 'https://preview.lettra.fr/mfe-blog/' },
    { name: 'PREVIEW_ORIGINS', value: 'https://ok.lettra.fr, ftp://preview.lettra.fr' },
    { name: 'PREVIEW_ORIGINS', value: 'https://user@preview.lettra.fr' },
  ])('fails fast, naming $name, when it is $value', ({ name, value }) => {
    expect(() => loadConfig({ [name]: value })).toThrow(name);
  });
});

describe('loadConfig: what a production gives away by default', () => {
  // A deployment counts as production with NODE_ENV=production or an https PUBLIC_URL, as for demo payments.
  const productions = [{ NODE_ENV: 'production' }, { PUBLIC_URL: 'https://lettra.fr' }];

  it.each(productions)('in production ($NODE_ENV$PUBLIC_URL) no premium day, no demo account, no open metrics, and nothing to warn about', (env) => {
    expect(loadConfig(env)).toMatchObject({ premiumDay: 'off', seedDemo: false, metricsServed: false, startupWarnings: [] });
  });

  it('keeps a local machine as it was: the rolling premium day, the demo accounts, open metrics, no warning', () => {
    expect(loadConfig({})).toMatchObject({ premiumDay: 'rolling', seedDemo: true, metricsServed: true, metricsToken: null, startupWarnings: [] });
    expect(loadConfig({ NODE_ENV: 'development', PUBLIC_URL: 'http://localhost:3000' })).toMatchObject({ premiumDay: 'rolling', seedDemo: true });
  });

  it('takes a campaign date in production without a warning', () => {
    expect(loadConfig({ NODE_ENV: 'production', PREMIUM_DAY: '2026-06-21' })).toMatchObject({ premiumDay: { date: '2026-06-21' }, startupWarnings: [] });
  });

  it('takes PREMIUM_DAY=rolling and SEED_DEMO=true in production when set, each with its warning', () => {
    const config = loadConfig({ NODE_ENV: 'production', PREMIUM_DAY: 'rolling', SEED_DEMO: 'true' });
    expect(config).toMatchObject({ premiumDay: 'rolling', seedDemo: true });
    expect(config.startupWarnings).toEqual([PRODUCTION_WARNINGS.premiumDay, PRODUCTION_WARNINGS.seedDemo]);
  });

  it('warns of nothing locally, whatever is set', () => {
    expect(loadConfig({ PREMIUM_DAY: 'rolling', SEED_DEMO: 'true' }).startupWarnings).toEqual([]);
  });

  it('serves metrics in production only with METRICS_TOKEN', () => {
    expect(loadConfig({ NODE_ENV: 'production', METRICS_TOKEN: 'jeton-de-supervision-2026' })).toMatchObject({
      metricsServed: true,
      metricsToken: 'jeton-de-supervision-2026',
    });
  });
});

describe('loadConfig: the remote map and previews', () => {
  it('reads REMOTES_FILE as an absolute path, and refuses it beside REMOTES', () => {
    expect(loadConfig({ REMOTES_FILE: 'deploy/remotes.json' }).remotesFile).toBe(path.resolve('deploy/remotes.json'));
    expect(() => loadConfig({ REMOTES_FILE: '/etc/lettra/remotes.json', REMOTES: '{}' })).toThrow(
      'REMOTES_FILE: REMOTES_FILE and REMOTES cannot both be set',
    );
  });

  it('reads PREVIEW_ORIGINS as a comma list of origins, each in its canonical form', () => {
    expect(loadConfig({ PREVIEW_ORIGINS: ' https://Preview.Lettra.fr/ ,http://localhost:5173,, https://x.lettra.fr:443' }).previewOrigins).toEqual([
      'https://preview.lettra.fr',
      'http://localhost:5173',
      'https://x.lettra.fr',
    ]);
  });

  it('names the origin it refuses', () => {
    expect(() => loadConfig({ PREVIEW_ORIGINS: 'https://ok.lettra.fr,https://preview.lettra.fr/path' })).toThrow(
      'PREVIEW_ORIGINS.1: https://preview.lettra.fr/path is not an http(s) origin',
    );
  });
});

describe('loadConfig: Stripe', () => {
  const stripe = { STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_PRICE_ID: 'price_1' };

  it('is demo mode (no Stripe settings) without a secret key, whatever else is set', () => {
    expect(loadConfig({}).stripe).toBeNull();
    expect(loadConfig({ STRIPE_PUBLISHABLE_KEY: 'pk_test_1', STRIPE_PRICE_ID: 'price_1' }).stripe).toBeNull();
  });

  it('reads the keys, the price and STRIPE_API_BASE as the SDK takes it', () => {
    const config = loadConfig({
      ...stripe,
      STRIPE_PUBLISHABLE_KEY: 'pk_test_1',
      STRIPE_WEBHOOK_SECRET: 'whsec_1',
      STRIPE_API_BASE: 'http://127.0.0.1:12111',
    });
    expect(config.stripe).toEqual({
      secretKey: 'sk_test_1',
      priceId: 'price_1',
      publishableKey: 'pk_test_1',
      webhookSecret: 'whsec_1',
      apiBase: { host: '127.0.0.1', port: 12111, protocol: 'http' },
    });
  });

  it.each([
    ['https://stripe.interne', { host: 'stripe.interne', port: 443, protocol: 'https' }],
    ['http://localhost', { host: 'localhost', port: 80, protocol: 'http' }],
  ])('takes %s with its default port', (base, apiBase) => {
    expect(loadConfig({ ...stripe, STRIPE_API_BASE: base }).stripe?.apiBase).toEqual(apiBase);
  });

  it.each([
    { name: 'STRIPE_PRICE_ID', env: { STRIPE_SECRET_KEY: 'sk_test_1' } },
    { name: 'STRIPE_SECRET_KEY', env: { ...stripe, STRIPE_SECRET_KEY: 'pk_test_1' } },
    { name: 'STRIPE_PUBLISHABLE_KEY', env: { ...stripe, STRIPE_PUBLISHABLE_KEY: 'sk_test_1' } },
    { name: 'STRIPE_WEBHOOK_SECRET', env: { ...stripe, STRIPE_WEBHOOK_SECRET: 'secret' } },
    { name: 'STRIPE_API_BASE', env: { ...stripe, STRIPE_API_BASE: 'ftp://stripe.interne' } },
  ])('fails fast, naming $name', ({ name, env }) => {
    expect(() => loadConfig(env)).toThrow(name);
  });
});

describe('loadConfig: demo payments', () => {
  // Production is NODE_ENV=production or an https PUBLIC_URL; there demo payments are a deliberate choice.
  it.each([
    { label: 'a local machine', env: {}, production: false, demoPayments: true },
    { label: 'a local machine that turns them off', env: { DEMO_PAYMENTS: 'false' }, production: false, demoPayments: false },
    { label: 'NODE_ENV=production', env: { NODE_ENV: 'production' }, production: true, demoPayments: false },
    { label: 'an https PUBLIC_URL', env: { PUBLIC_URL: 'https://lettra.fr' }, production: true, demoPayments: false },
    { label: 'production with DEMO_PAYMENTS=true', env: { NODE_ENV: 'production', DEMO_PAYMENTS: 'true' }, production: true, demoPayments: true },
    {
      label: 'Stripe configured, whatever DEMO_PAYMENTS says',
      env: { STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_PRICE_ID: 'price_1', DEMO_PAYMENTS: 'true' },
      production: false,
      demoPayments: false,
    },
  ])('on $label: demo payments $demoPayments', ({ env, production, demoPayments }) => {
    expect(loadConfig(env)).toMatchObject({ production, demoPayments });
  });

  it('fails fast on a DEMO_PAYMENTS that is not a boolean', () => {
    expect(() => loadConfig({ DEMO_PAYMENTS: 'oui' })).toThrow('DEMO_PAYMENTS');
  });
});

describe('loadConfig: the model', () => {
  it('opens the circuit after 5 failed generations for 30 s unless told otherwise', () => {
    expect(loadConfig({}).llm.circuit).toEqual({ failureThreshold: 5, coolDownMs: 30_000 });
    expect(loadConfig({ LLM_CIRCUIT_FAILURES: '3', LLM_CIRCUIT_COOLDOWN_MS: '60000' }).llm.circuit).toEqual({
      failureThreshold: 3,
      coolDownMs: 60_000,
    });
  });

  // `stream_options` is OpenAI's; Mistral's endpoint answers it with a 422.
  it.each([
    { case: 'OpenAI itself', env: {}, askUsage: true },
    { case: 'another endpoint', env: { OPENAI_BASE_URL: 'https://api.mistral.ai/v1' }, askUsage: false },
    { case: 'another endpoint that opts in', env: { OPENAI_BASE_URL: 'http://vllm:8000/v1', LLM_STREAM_USAGE: 'true' }, askUsage: true },
    { case: 'OpenAI, opted out', env: { LLM_STREAM_USAGE: 'false' }, askUsage: false },
  ])('asks for the tokens used from $case: $askUsage', ({ env, askUsage }) => {
    expect(loadConfig(env).llm.askUsage).toBe(askUsage);
  });

  it.each(['LLM_CIRCUIT_FAILURES', 'LLM_CIRCUIT_COOLDOWN_MS'])('fails fast, naming %s, when it is 0', (name) => {
    expect(() => loadConfig({ [name]: '0' })).toThrow(name);
  });
});

describe('loadConfig: slow clients and the engine', () => {
  it('gives a client 10 s for its headers and 30 s for its whole request, and closes a connection silent for 30 s', () => {
    expect(loadConfig({}).timeouts).toEqual({ headersMs: 10_000, requestMs: 30_000, idleMs: 30_000 });
    expect(loadConfig({ HEADERS_TIMEOUT_MS: '2000', REQUEST_TIMEOUT_MS: '5000', IDLE_TIMEOUT_MS: '45000' }).timeouts).toEqual({
      headersMs: 2000,
      requestMs: 5000,
      idleMs: 45_000,
    });
  });

  it('fails fast on headers given longer than the whole request, or a silence shorter than the streams’ heartbeat', () => {
    expect(() => loadConfig({ HEADERS_TIMEOUT_MS: '40000' })).toThrow('HEADERS_TIMEOUT_MS must not exceed REQUEST_TIMEOUT_MS');
    expect(() => loadConfig({ IDLE_TIMEOUT_MS: '10000' })).toThrow('IDLE_TIMEOUT_MS must be at least 20000');
  });

  it('limits analyses per user, and runs the engine on workers that stop a job after 10 s', () => {
    const config = loadConfig({});
    expect(config.rateLimits.analysis).toEqual({ max: 30, timeWindow: 600_000 });
    expect(config.engine.jobTimeoutMs).toBe(10_000);
    expect(config.engine.workers).toBeGreaterThanOrEqual(1);
    expect(loadConfig({ ENGINE_WORKERS: '2', ENGINE_JOB_TIMEOUT_MS: '5000', ANALYSIS_RATE_LIMIT_MAX: '5' })).toMatchObject({
      engine: { workers: 2, jobTimeoutMs: 5000 },
      rateLimits: { analysis: { max: 5 } },
    });
    expect(() => loadConfig({ ENGINE_WORKERS: '0' })).toThrow('ENGINE_WORKERS');
  });

  it("holds 4 jobs per user and 1,000 waiting at the engine, and limits each user's downloads and keyword sentences", () => {
    const config = loadConfig({});
    expect(config.engine).toMatchObject({ jobsPerUser: 4, queueMax: 1000 });
    expect(config.rateLimits.export).toEqual({ max: 60, timeWindow: 600_000 });
    expect(config.rateLimits.keywordSentence).toEqual({ max: 30, timeWindow: 600_000 });
    expect(
      loadConfig({ ENGINE_JOBS_PER_USER: '2', ENGINE_QUEUE_MAX: '50', EXPORT_RATE_LIMIT_MAX: '7', KEYWORD_SENTENCE_RATE_LIMIT_MAX: '3' }),
    ).toMatchObject({ engine: { jobsPerUser: 2, queueMax: 50 }, rateLimits: { export: { max: 7 }, keywordSentence: { max: 3 } } });
    expect(() => loadConfig({ ENGINE_JOBS_PER_USER: '0' })).toThrow('ENGINE_JOBS_PER_USER');
    expect(() => loadConfig({ ENGINE_QUEUE_MAX: '0' })).toThrow('ENGINE_QUEUE_MAX');
  });

  it('imports postings from a link by default, with no origin allowed past the address check (docs/security.md)', () => {
    expect(loadConfig({}).postingLink).toEqual({
      enabled: true,
      allowedOrigins: new Set(),
      timeoutMs: 5000,
      maxBytes: 2 * 1024 * 1024,
      maxRedirects: 3,
    });
    expect(loadConfig({}).rateLimits.postingLink).toEqual({ max: 20, timeWindow: 600_000 });
    const set = loadConfig({ POSTING_LINK_IMPORT: 'off', POSTING_LINK_ALLOW: 'http://127.0.0.1:4400/, https://emplois.intranet.example', POSTING_LINK_RATE_LIMIT_MAX: '5' });
    expect(set.postingLink).toMatchObject({ enabled: false, allowedOrigins: new Set(['http://127.0.0.1:4400', 'https://emplois.intranet.example']) });
    expect(set.rateLimits.postingLink.max).toBe(5);
    expect(() => loadConfig({ POSTING_LINK_ALLOW: 'http://127.0.0.1:4400/offres' })).toThrow('POSTING_LINK_ALLOW');
    expect(() => loadConfig({ POSTING_LINK_IMPORT: 'non' })).toThrow('POSTING_LINK_IMPORT');
  });
});
