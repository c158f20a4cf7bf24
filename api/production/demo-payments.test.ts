import { afterEach, expect, it } from 'vitest';
import { startApiProcess, type ApiProcess } from '../test/api-process.ts';

// Demo payments in production are a deliberate choice (docs/security.md): the process says so loudly at
// start, and is silent about them when they are off.
let api: ApiProcess | undefined;

afterEach(async () => {
  await api?.stop();
  api = undefined;
});

const WARNING = 'DEMO PAYMENTS ARE ON IN PRODUCTION';

it('warns at start when DEMO_PAYMENTS=true in production', async () => {
  api = await startApiProcess({ NODE_ENV: 'production', DEMO_PAYMENTS: 'true' });
  await api.outputMatches((output) => output.includes(WARNING));
  const line = api.output().split('\n').find((candidate) => candidate.includes(WARNING));
  expect(JSON.parse(line!)).toMatchObject({ level: 40 });
});

it('grants nothing and says nothing of demo payments in production without DEMO_PAYMENTS', async () => {
  api = await startApiProcess({ NODE_ENV: 'production' });
  const config = await (await fetch(`${api.url}/api/billing/config`)).json();
  expect(config).toMatchObject({ configured: false, demoMode: false });
  expect(api.output()).not.toContain(WARNING);
});
