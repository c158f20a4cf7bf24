import { fakeApi, fileAnswer } from './fake-api.ts';

describe('fakeApi', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('answers a route with its parameters and records the call', async () => {
    const { calls } = fakeApi({
      'GET /letters/quota': () => ({ quota: null }),
      'GET /letters/:id': ({ params }) => sampleLetter(params.id!),
      'GET /letters/:id/export.:format': ({ params }) => fileAnswer(`lettre.${params.format}`, { 'Content-Type': 'application/pdf' }),
    });
    expect(await (await fetch('/api/letters/quota')).json()).toEqual({ quota: null });
    expect(await (await fetch('/api/letters/let%201')).json()).toMatchObject({ id: 'let 1' });
    expect(await (await fetch('/api/letters/let_1/export.pdf?layout=sobre')).text()).toBe('lettre.pdf');
    expect(calls.map((call) => call.path)).toEqual(['/api/letters/quota', '/api/letters/let%201', '/api/letters/let_1/export.pdf?layout=sobre']);
  });

  it('answers 404 for a route it was not given, like the api', async () => {
    fakeApi({});
    expect((await fetch('/api/billing/config')).status).toBe(404);
  });

  // The type refuses the body; run anyway, the answer fails the test that sent it.
  it.fails('fails the test when a route answers outside its contract', async () => {
    // @ts-expect-error: the billing configuration lacks demoMode, publishableKey and webhookConfigured.
    fakeApi({ 'GET /billing/config': () => ({ configured: true }) });
    await fetch('/api/billing/config');
  });
});

function sampleLetter(id: string) {
  return {
    id,
    title: 'Candidature Airbus',
    company: 'Airbus',
    position: 'Ingénieure systèmes',
    content: 'Madame, Monsieur,',
    locked: false,
    favorite: false,
    language: 'french' as const,
    tone: 'formal' as const,
    version: 1,
    applicationStatus: 'to_send' as const,
    statusChangedAt: null,
    postingUrl: null,
    postingText: null,
    applicationNote: null,
    createdAt: '2025-01-10T09:00:00.000Z',
    updatedAt: '2025-01-10T09:00:00.000Z',
    date: '10/01/2025',
  };
}
