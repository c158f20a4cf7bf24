import { defineConfig } from '@playwright/test';
import { CHROMIUM_USE } from './chromium-use.ts';
import { PREMIUM_DAY_URL, SITE_URL, STRIPE_SITE_URL } from './servers/topology.ts';

// The composed production build: the api serves the shell and /api; each remote is served from
// its own origin (docs/architecture.md), as on a CDN. Three api instances: the promotion off (freemium
// rules visible, demo payments), the promotion on (banner and notice), and Stripe configured
// against a local stub.
export default defineConfig({
  testDir: './tests',
  // Generous waits: a journey waits for events, and these only say when to give up. On these 2-core
  // machines a page load of the landing page costs Chromium several seconds of CPU (docs/ci.md).
  timeout: 60_000,
  expect: { timeout: 15_000 },
  fullyParallel: true,
  // Two browsers on the two cores: one journey waits on the api, a stream or a server start while the
  // other draws, so the suite took 60 % of one worker's time (docs/ci.md 'Playwright: two workers').
  // The waits below are generous for that reason, and every journey waits for events, never for time.
  // A spec that starts servers of its own uses ports no other spec uses: two may run at once.
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    ...CHROMIUM_USE,
  },
  projects: [
    { name: 'site', use: { baseURL: SITE_URL }, testIgnore: /premium-day|with-stripe/ },
    { name: 'premium-day', use: { baseURL: PREMIUM_DAY_URL }, testMatch: /premium-day/ },
    { name: 'stripe', use: { baseURL: STRIPE_SITE_URL }, testMatch: /with-stripe/ },
  ],
  // servers/topology.ts: suiteServers(), started side by side.
  globalSetup: './servers/global-setup.ts',
});
