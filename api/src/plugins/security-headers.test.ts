import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import helmet from 'helmet';
import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../test/helper.ts';
import { helmetHeaders } from './security-headers.ts';

const t = setupTestApp();

describe('security headers', () => {
  it('are the headers helmet sets on a real response', () => {
    const response = new ServerResponse(new IncomingMessage(new Socket()));
    helmet({ contentSecurityPolicy: false })(response.req, response, (error?: unknown) => {
      if (error) throw error;
    });
    const real = Object.fromEntries(Object.entries(response.getHeaders()).map(([name, value]) => [name, String(value)]));
    expect(helmetHeaders({ contentSecurityPolicy: false })).toEqual(real);
  });

  it.each([
    ['an api answer', { url: '/api/health' }],
    ['an error', { url: '/api/nulle-part' }],
    ['a refused request', { method: 'POST' as const, url: '/api/auth/login', payload: {} }],
    ['a page', { url: '/' }],
  ])('are sent with %s', async (_case, request) => {
    const response = await t.app.inject(request);
    expect(response.headers).toMatchObject({
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'SAMEORIGIN',
      'referrer-policy': 'no-referrer',
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'same-origin',
      'x-permitted-cross-domain-policies': 'none',
    });
    const policy = String(response.headers['permissions-policy']);
    for (const feature of ['camera=()', 'microphone=()', 'geolocation=()', 'usb=()', 'browsing-topics=()']) {
      expect(policy).toContain(feature);
    }
    expect(policy).toContain('payment=(self "https://js.stripe.com")');
  });
});
