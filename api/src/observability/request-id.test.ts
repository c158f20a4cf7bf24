import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../test/helper.ts';

const t = setupTestApp();
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('request ids', () => {
  it('gives every answer a new id when the request brings none', async () => {
    const [first, second] = await Promise.all([t.app.inject({ url: '/api/health' }), t.app.inject({ url: '/api/nulle-part' })]);
    expect(first.headers['x-request-id']).toMatch(UUID);
    expect(second.headers['x-request-id']).toMatch(UUID);
    expect(first.headers['x-request-id']).not.toBe(second.headers['x-request-id']);
  });

  it("keeps the load balancer's id", async () => {
    const response = await t.app.inject({ url: '/api/health', headers: { 'x-request-id': 'lb-3f9a2c7e-0001' } });
    expect(response.headers['x-request-id']).toBe('lb-3f9a2c7e-0001');
  });

  it('replaces an id that could carry text of its own', async () => {
    for (const given of ['alice.dupont@exemple.fr mot de passe', 'x'.repeat(500), 'court']) {
      const response = await t.app.inject({ url: '/api/health', headers: { 'x-request-id': given } });
      expect(response.headers['x-request-id']).toMatch(UUID);
    }
  });
});
