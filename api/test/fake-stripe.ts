import { afterAll, beforeAll } from 'vitest';
import { startFakeStripe, stripeEnv, type FakeStripe } from './fake-stripe-server.ts';
import { createTestClock, startTestApp, type TestApp, type TestAppOptions } from './helper.ts';

export * from './fake-stripe-server.ts';

/**
 * `setupTestApp` with Stripe configured: the stub starts first (the app needs its address), shares the
 * app's clock, and both close after the file's last test.
 */
export function setupStripeTestApp(options: TestAppOptions = {}): { t: TestApp; stripe: FakeStripe } {
  const t = {} as TestApp;
  const stripe = {} as FakeStripe;
  beforeAll(async () => {
    const clock = options.clock ?? createTestClock();
    Object.assign(stripe, await startFakeStripe(clock.now));
    Object.assign(t, await startTestApp({ ...options, clock, env: { ...stripeEnv(stripe), ...options.env } }));
  });
  afterAll(async () => {
    await t.close?.();
    await stripe.close?.();
  });
  return { t, stripe };
}
