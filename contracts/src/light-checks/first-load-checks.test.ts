import { describe, expect, it } from 'vitest';
import { apiErrorBodyCheck, billingConfigCheck, pageHeadsCheck, remoteMapCheck, remoteRoutesCheck, sessionResponseCheck } from './first-load-checks.ts';
import written from './first-load-checks.ts?raw';
import { FIRST_LOAD_CONTRACTS, firstLoadChecksModule } from './generate.ts';

it('first-load-checks.ts is what the schemas generate today (pnpm --filter @lettra/contracts generate:checks)', () => {
  expect(written).toBe(firstLoadChecksModule());
});

const user = {
  id: 'u1',
  name: 'Camille',
  email: 'camille@example.fr',
  isPremium: true,
  isSubscribed: false,
  premiumDayEndsAt: '2026-11-26T22:59:59.000Z',
  subscription: { status: null, currentPeriodEnd: null, cancelAtPeriodEnd: false },
};

const faq = { path: '/faq', title: 'Questions fréquentes | Lettra', description: 'Tout savoir.', kind: 'website' };
const route = { path: '/settings', screen: 'SettingsPage', title: 'Paramètres', signedIn: true };

// Answers in and out of contract, the edges included (a leap day, an array for an object, an extra
// key, an optional key given as undefined): each generated check must say what zod says, and read
// the same data.
const answers: Record<string, unknown[]> = {
  sessionResponseCheck: [
    { user: null, premiumDayEndsAt: null },
    { user, premiumDayEndsAt: null, extra: 'dropped' },
    { user: { ...user, role: 'admin' }, premiumDayEndsAt: '2028-02-29T23:59:59Z' },
    { user: null, premiumDayEndsAt: '2027-02-29T23:59:59Z' },
    { user: null, premiumDayEndsAt: '2026-11-26T22:59:59+01:00' },
    { user: null, premiumDayEndsAt: '2026-11-26' },
    { user: null },
    { user: { ...user, isPremium: 'true' }, premiumDayEndsAt: null },
    { user: { ...user, subscription: null }, premiumDayEndsAt: null },
    { user: { ...user, subscription: { ...user.subscription, currentPeriodEnd: 0 } }, premiumDayEndsAt: null },
    { user: [], premiumDayEndsAt: null },
    [],
    null,
    'session',
    undefined,
  ],
  billingConfigCheck: [
    { configured: true, demoMode: false, publishableKey: 'pk_test_1', webhookConfigured: true },
    { configured: false, demoMode: true, publishableKey: null, webhookConfigured: false, secret: 'sk' },
    { configured: false, demoMode: true, webhookConfigured: false },
    { configured: 'no', demoMode: true, publishableKey: null, webhookConfigured: false },
    {},
  ],
  apiErrorBodyCheck: [
    { code: 'ValidationError', message: 'Champ invalide.', fields: { email: 'Adresse e-mail invalide.' } },
    { code: 'PaymentError', message: 'Paiement refusé.', title: 'Erreur de paiement' },
    { code: 'X', message: 'Y', title: undefined, stack: 'dropped' },
    { code: 'X', message: 'Y', fields: { email: 3 } },
    { code: 'X', message: 'Y', fields: [] },
    { code: 'X', message: 'Y', title: null },
    { message: 'Y' },
    '<html>Bad gateway</html>',
  ],
  remoteMapCheck: [
    { mfe_blog: 'https://blog.example/v2/mf-manifest.json', mfe_account: '/mfe/account/mf-manifest.json' },
    {},
    { '': '/mfe/account/mf-manifest.json' },
    { mfe_blog: '' },
    { mfe_blog: null },
    ['/mfe/blog/mf-manifest.json'],
    null,
  ],
  remoteRoutesCheck: [
    [route, { ...route, path: '/faq', nav: { menu: 'main', label: 'FAQ' } }, { ...route, nav: { menu: 'legal', label: 'RGPD' }, extra: 'dropped' }],
    [],
    [{ ...route, path: 'settings' }],
    [{ ...route, screen: '' }],
    [{ ...route, title: '' }],
    [{ ...route, signedIn: 'yes' }],
    [{ ...route, nav: { menu: 'side', label: 'X' } }],
    [{ ...route, nav: { menu: 'main' } }],
    [{ ...route, signedIn: undefined }],
    { routes: [route] },
  ],
  pageHeadsCheck: [
    [faq, { ...faq, path: '/blog/un-article', kind: 'article', lastModified: '2026-11-02', structuredData: [{ '@type': 'Article', author: { name: 'Lettra' } }], extra: 'dropped' }],
    [],
    [{ ...faq, kind: 'blog' }],
    [{ ...faq, path: '/faq?x=1' }],
    [{ ...faq, path: 'faq' }],
    [{ ...faq, title: '' }],
    [{ ...faq, title: 'T'.repeat(201) }],
    [{ ...faq, description: 'D'.repeat(1000) }],
    [{ ...faq, lastModified: '2026-11-2' }],
    [{ ...faq, structuredData: { '@type': 'FAQPage' } }],
    [{ ...faq, structuredData: [[]] }],
    [{ ...faq, description: undefined }],
    [null],
    { pages: [faq] },
  ],
};

const checks = { sessionResponseCheck, billingConfigCheck, apiErrorBodyCheck, remoteMapCheck, remoteRoutesCheck, pageHeadsCheck };

describe.each(FIRST_LOAD_CONTRACTS)('$check', ({ check, schema }) => {
  it.each(answers[check]!.map((answer) => [JSON.stringify(answer) ?? 'undefined', answer]))(
    'reads %s as its zod schema does',
    (_, answer) => {
      const fromZod = schema['~standard'].validate(answer);
      const fromCheck = checks[check as keyof typeof checks].safeParse(answer);
      if (fromZod instanceof Promise) throw new Error('a first-load schema is synchronous');
      expect(fromCheck.success).toBe(fromZod.issues === undefined);
      if (fromCheck.success && 'value' in fromZod) expect(fromCheck.data).toStrictEqual(fromZod.value);
    },
  );
});

it('a broken answer says where it broke', () => {
  const read = sessionResponseCheck.safeParse({ user: { ...user, email: 1 }, premiumDayEndsAt: null });
  expect(read).toEqual({ success: false, error: { issues: [{ path: ['user', 'email'], message: 'attendu : string' }] } });
});
