import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

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
        signup: { max: 5, timeWindow: 600_000 },
        passwordReset: { max: 5, timeWindow: 900_000 },
      },
      loginBackoffAfter: 5,
      frontRoot: path.resolve(import.meta.dirname, '..', '..') + path.sep,
      remotes: null,
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
  ])('fails fast, naming $name, when it is $value', ({ name, value }) => {
    expect(() => loadConfig({ [name]: value })).toThrow(name);
  });
});
