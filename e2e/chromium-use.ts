import type { PlaywrightTestConfig } from '@playwright/test';

// What every Playwright run here uses: Debian's Chromium (a test tool's own browser download does not
// work on these machines), French locale and Paris time, and a trace of each failure.
export const CHROMIUM_USE: PlaywrightTestConfig['use'] = {
  browserName: 'chromium',
  locale: 'fr-FR',
  timezoneId: 'Europe/Paris',
  trace: 'retain-on-failure',
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
  },
};
