// Where each piece of the composed build runs during the e2e suites and benchmarks.
import { fileURLToPath } from 'node:url';
import { REMOTE_NAMES, REMOTES, type RemoteName } from '@lettra/federation-config/remotes';

const root = fileURLToPath(new URL('../../', import.meta.url));

export const API_PORTS = { site: 3100, premiumDay: 3101, stripe: 3102 } as const;
export const SITE_URL = `http://localhost:${API_PORTS.site}`;
export const PREMIUM_DAY_URL = `http://localhost:${API_PORTS.premiumDay}`;
export const STRIPE_SITE_URL = `http://localhost:${API_PORTS.stripe}`;

/** The Stripe stub, and the port where a test plays the customer paying on Stripe's page. */
export const FAKE_STRIPE = { port: 4301, controlPort: 4302 } as const;

/** Each remote of federation-config/remotes.ts on its own origin. */
export const REMOTE_PORTS: Record<RemoteName, number> = {
  mfe_marketing: 4201,
  mfe_generator: 4202,
  mfe_account: 4203,
  mfe_blog: 4204,
};

/** The job board of the link import's journey (posting-pages.ts): the one origin the site's api fetches on loopback. */
export const POSTING_PAGES_ORIGIN = 'http://127.0.0.1:4401';

export const remoteOrigin = (name: RemoteName) => `http://localhost:${REMOTE_PORTS[name]}`;

export const REMOTES_JSON = JSON.stringify(Object.fromEntries(REMOTE_NAMES.map((name) => [name, `${remoteOrigin(name)}/mf-manifest.json`])));

/**
 * The api as `npm start` runs it, on a fresh embedded database: the shell and every remote from one
 * origin (/mfe/<name>/), every setting at its default (the premium day on).
 */
export function npmStartSite(port: number) {
  const dataDir = `${root}e2e/.e2e-data/${port}`;
  return {
    command: `rm -rf ${dataDir} && node ${root}api/src/server.ts`,
    url: `http://localhost:${port}/api/health`,
    env: { PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  };
}

/** An api instance on a fresh embedded database, serving the shell, with remotes elsewhere. */
export function apiServer({ port, premiumDay, env = {} }: { port: number; premiumDay: string; env?: Record<string, string> }) {
  const site = npmStartSite(port);
  return {
    ...site,
    env: {
      ...site.env,
      PREMIUM_DAY: premiumDay,
      REMOTES: REMOTES_JSON,
      PUBLIC_URL: `http://localhost:${port}`,
      // Many sign-ups come from one address during a suite; the limits themselves have api tests.
      AUTH_RATE_LIMIT_MAX: '1000',
      SIGNUP_RATE_LIMIT_MAX: '1000',
      RESET_RATE_LIMIT_MAX: '1000',
      GENERATION_RATE_LIMIT_MAX: '1000',
      // The offline letter still streams word by word, 2 ms apart instead of 12: at 12, each letter of
      // 350 words kept a journey waiting over 4 s (three for a premium generation), for nothing it checks.
      OFFLINE_STREAM_DELAY_MS: '2',
      ...env,
    },
  };
}

/** Payments configured, pointed at the Stripe stub (no publishable key: Stripe.js is not needed). */
export function stripeServers() {
  return [
    {
      command: `node ${root}e2e/servers/fake-stripe.ts ${FAKE_STRIPE.port} ${FAKE_STRIPE.controlPort}`,
      url: `http://127.0.0.1:${FAKE_STRIPE.controlPort}/health`,
    },
    apiServer({
      port: API_PORTS.stripe,
      premiumDay: 'off',
      env: {
        STRIPE_SECRET_KEY: 'sk_test_lettra_e2e',
        STRIPE_PRICE_ID: 'price_premium_monthly_eur',
        STRIPE_WEBHOOK_SECRET: 'whsec_lettra_e2e',
        STRIPE_API_BASE: `http://127.0.0.1:${FAKE_STRIPE.port}`,
      },
    }),
  ];
}

export function postingPagesServer() {
  return { command: `node ${root}e2e/servers/posting-pages.ts ${new URL(POSTING_PAGES_ORIGIN).port}`, url: `${POSTING_PAGES_ORIGIN}/health` };
}

export function remoteServers() {
  return REMOTE_NAMES.map((name) => ({
    command: `node ${root}e2e/servers/serve-remote.ts ${root}${REMOTES[name].dir}/dist ${REMOTE_PORTS[name]}`,
    url: `${remoteOrigin(name)}/mf-manifest.json`,
  }));
}

/** Everything the Playwright suites run against: three api instances, the remotes, the link import's job board, the Stripe stub. */
export function suiteServers() {
  return [
    apiServer({ port: API_PORTS.site, premiumDay: 'off', env: { POSTING_LINK_ALLOW: POSTING_PAGES_ORIGIN } }),
    apiServer({ port: API_PORTS.premiumDay, premiumDay: 'rolling' }),
    ...remoteServers(),
    postingPagesServer(),
    ...stripeServers(),
  ];
}
