// Where each piece of the composed build runs during the e2e suites and benchmarks.
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));

export const API_PORTS = { site: 3100, premiumDay: 3101, stripe: 3102 } as const;
export const SITE_URL = `http://localhost:${API_PORTS.site}`;
export const PREMIUM_DAY_URL = `http://localhost:${API_PORTS.premiumDay}`;
export const STRIPE_SITE_URL = `http://localhost:${API_PORTS.stripe}`;

/** The Stripe stub, and the port where a test plays the customer paying on Stripe's page. */
export const FAKE_STRIPE = { port: 4301, controlPort: 4302 } as const;

/** Each remote on its own origin. */
export const REMOTE_PORTS = {
  mfe_marketing: { dir: 'mfe-marketing', port: 4201 },
  mfe_generator: { dir: 'mfe-generator', port: 4202 },
  mfe_account: { dir: 'mfe-account', port: 4203 },
  mfe_blog: { dir: 'mfe-blog', port: 4204 },
} as const;

export const remoteOrigin = (name: keyof typeof REMOTE_PORTS) => `http://localhost:${REMOTE_PORTS[name].port}`;

export const REMOTES_JSON = JSON.stringify(
  Object.fromEntries(Object.keys(REMOTE_PORTS).map((name) => [name, `${remoteOrigin(name as keyof typeof REMOTE_PORTS)}/mf-manifest.json`])),
);

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

export function remoteServers() {
  return Object.values(REMOTE_PORTS).map(({ dir, port }) => ({
    command: `node ${root}e2e/servers/serve-remote.ts ${root}${dir}/dist ${port}`,
    url: `http://localhost:${port}/mf-manifest.json`,
  }));
}

/** Everything the Playwright suites run against: three api instances, the remotes, the Stripe stub. */
export function suiteServers() {
  return [
    apiServer({ port: API_PORTS.site, premiumDay: 'off' }),
    apiServer({ port: API_PORTS.premiumDay, premiumDay: 'rolling' }),
    ...remoteServers(),
    ...stripeServers(),
  ];
}
