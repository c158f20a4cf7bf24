import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../test/helper.ts';

const t = setupTestApp();

describe('Permissions-Policy', () => {
  it.each([
    ['an api answer', { url: '/api/health' }],
    ['an error', { url: '/api/nulle-part' }],
    ['a refused request', { method: 'POST' as const, url: '/api/auth/login', payload: {} }],
    ['a page', { url: '/' }],
  ])('is sent with %s', async (_case, request) => {
    const response = await t.app.inject(request);
    const policy = String(response.headers['permissions-policy']);
    for (const feature of ['camera=()', 'microphone=()', 'geolocation=()', 'usb=()', 'browsing-topics=()']) {
      expect(policy).toContain(feature);
    }
    expect(policy).toContain('payment=(self "https://js.stripe.com")');
  });
});
