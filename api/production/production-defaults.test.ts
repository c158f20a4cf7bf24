import { afterEach, describe, expect, it } from 'vitest';
import { PRODUCTION_WARNINGS } from '../src/config.ts';
import { DEMO_ACCOUNTS } from '../src/seed/demo-accounts.ts';
import { startApiProcess, type ApiProcess } from '../test/api-process.ts';
import { createHttpUser } from '../test/http-user.ts';

// What a deployment gives away when nothing is set (docs/security.md 'Production defaults'): in
// production no premium day, no demo account and no open metrics; on a local machine all three, as
// before. startApiProcess sets SEED_DEMO and PREMIUM_DAY for other tests: an empty value unsets them.
const NOTHING_SET = { SEED_DEMO: '', PREMIUM_DAY: '', METRICS_TOKEN: '' };

let api: ApiProcess | undefined;

afterEach(async () => {
  await api?.stop();
  api = undefined;
});

async function demoLogin(url: string): Promise<number> {
  const demo = DEMO_ACCOUNTS[0]!;
  const response = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'lettra' },
    body: JSON.stringify({ email: demo.email, password: demo.password }),
  });
  return response.status;
}

async function newAccountIsPremium(url: string): Promise<boolean> {
  const user = createHttpUser('production-defaults');
  await user.signup(url);
  const session = (await (await user.request(url, '/api/auth/session')).json()) as { user: { isPremium: boolean } };
  return session.user.isPremium;
}

describe('a real api process with nothing set', () => {
  it('in production: no demo account, a new account is not Premium, /api/metrics is not served, no warning', async () => {
    api = await startApiProcess({ ...NOTHING_SET, NODE_ENV: 'production' });
    expect(await demoLogin(api.url)).toBe(401);
    expect(await newAccountIsPremium(api.url)).toBe(false);
    expect((await fetch(`${api.url}/api/metrics`)).status).toBe(404);
    expect(api.output()).not.toContain(PRODUCTION_WARNINGS.premiumDay);
    expect(api.output()).not.toContain(PRODUCTION_WARNINGS.seedDemo);
  });

  it('on a local machine: the demo accounts, the rolling premium day and open metrics, as before', async () => {
    api = await startApiProcess(NOTHING_SET);
    expect(await demoLogin(api.url)).toBe(200);
    expect(await newAccountIsPremium(api.url)).toBe(true);
    expect((await fetch(`${api.url}/api/metrics`)).status).toBe(200);
  });
});

it('in production, PREMIUM_DAY=rolling and SEED_DEMO=true are obeyed and each warned of at start', async () => {
  api = await startApiProcess({ ...NOTHING_SET, NODE_ENV: 'production', PREMIUM_DAY: 'rolling', SEED_DEMO: 'true' });
  expect(await demoLogin(api.url)).toBe(200);
  expect(await newAccountIsPremium(api.url)).toBe(true);
  const warnings = api
    .output()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { level: number; msg: string })
    .filter((entry) => entry.level === 40)
    .map((entry) => entry.msg);
  expect(warnings).toEqual(expect.arrayContaining([PRODUCTION_WARNINGS.premiumDay, PRODUCTION_WARNINGS.seedDemo]));
});
