import { defineConfig } from '@playwright/test';
import { CHROMIUM_USE } from './chromium-use.ts';
import { deployedBaseUrl } from './deployed/base-url.ts';

// QA against any deployment (README 'Team workflow'): only the journeys that are safe on a real
// product, against the URL given, with no server started here. One throw-away account for the whole
// run keeps it within the deployment's rate limits (one sign-up, one generation); the global setup's
// teardown deletes it even when a journey fails.
export default defineConfig({
  testDir: './deployed',
  // The suite signs up once and walks that account through its journeys, in order.
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  outputDir: './deployed-results',
  reporter: [['list'], ['html', { outputFolder: './deployed-report', open: 'never' }]],
  use: {
    ...CHROMIUM_USE,
    baseURL: deployedBaseUrl(),
  },
  globalSetup: './deployed/global-setup.ts',
});
