import { ApiError } from '@lettra/shared-ui';
import { ATS, letterFixture } from '../../../test/letter-fixtures.ts';
import { offContractEvent, refusalAnswer, streamEvent } from '@lettra/shared-ui/testing';
import { mockFetch, sseResponse } from '../../../test/mock-fetch.ts';
import type { GenerationEvent } from '../model/generation-events.ts';
import { streamLetterGeneration } from './stream-letter-generation.ts';

const request = { resume: 'CV '.repeat(30), jobPosting: 'Offre', tone: 'formal' as const, emphasis: undefined, language: 'french' as const };
const meta = { letterId: 'letter_1', title: 'T', company: 'Acme', position: 'Dev', versions: 1, locked: false, ats: ATS, notices: [] };
const done = { letter: letterFixture(), versions: ['Bonjour'], ats: ATS, unsupportedClaims: [[]], warnings: [[]], fallback: false, quota: null };

async function collect(signal = new AbortController().signal) {
  const events: GenerationEvent[] = [];
  await streamLetterGeneration(request, { signal, onEvent: (event) => events.push(event) });
  return events;
}

describe('streamLetterGeneration', () => {
  it('posts the request as JSON with the session cookie and the CSRF header, through the api client', async () => {
    const fetchMock = mockFetch(sseResponse([streamEvent('done', done)]).response);
    await collect();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/letters/generate');
    expect(init).toMatchObject({ method: 'POST', credentials: 'include' });
    expect(init?.headers).toMatchObject({ 'Content-Type': 'application/json', 'X-Requested-With': 'lettra' });
    expect(JSON.parse(String(init?.body))).toEqual(request);
  });

  it('passes meta, deltas and done in order, whatever the chunk boundaries', async () => {
    const stream = streamEvent('meta', meta) + streamEvent('delta', { version: 0, text: 'Bon' }) + streamEvent('delta', { version: 0, text: 'jour' }) + streamEvent('done', done);
    const chunks = stream.match(/[\s\S]{1,5}/g) ?? [];
    mockFetch(sseResponse(chunks).response);
    expect((await collect()).map((event) => event.type)).toEqual(['meta', 'delta', 'delta', 'done']);
  });

  it.each([
    [401, { code: 'AuthRequiredError', message: 'Connexion requise' }],
    [402, { code: 'QuotaExceededError', message: 'Vous avez utilisé vos 3 lettres gratuites de ce mois.' }],
    [429, { code: 'TooManyAttemptsError', message: 'Trop de tentatives.' }],
  ])('turns a %i refusal before the stream into an ApiError with its French message', async (status, body) => {
    mockFetch(refusalAnswer(status, body));
    const error = await collect().catch((cause: unknown) => cause);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status, code: body.code, message: body.message });
  });

  it('turns an error event into an ApiError after the events before it', async () => {
    const events: GenerationEvent[] = [];
    mockFetch(sseResponse([streamEvent('meta', meta), streamEvent('error', { code: 'GenerationFailedError', message: 'Erreur lors de la génération.' })]).response);
    const error = await streamLetterGeneration(request, { signal: new AbortController().signal, onEvent: (event) => events.push(event) }).catch(
      (cause: unknown) => cause,
    );
    expect(events.map((event) => event.type)).toEqual(['meta']);
    expect(error).toMatchObject({ code: 'GenerationFailedError', message: 'Erreur lors de la génération.' });
  });

  it('passes a rewrite between deltas, and skips events it does not know', async () => {
    const stream = [
      streamEvent('meta', meta),
      streamEvent('delta', { version: 0, text: 'Brouillon' }),
      streamEvent('rewrite', { version: 0, reason: 'repair' }),
      offContractEvent('progress', { step: 2 }),
      streamEvent('delta', { version: 0, text: 'Lettre corrigée' }),
      streamEvent('done', done),
    ];
    mockFetch(sseResponse(stream).response);
    expect((await collect()).map((event) => event.type)).toEqual(['meta', 'delta', 'rewrite', 'delta', 'done']);
  });

  it.each([
    ['a done without its checks', offContractEvent('done', { ...done, warnings: undefined })],
    ['a rewrite for no reason the contract knows', offContractEvent('rewrite', { version: 0, reason: 'whim' })],
  ])('reports %s as unreadable', async (_case, event) => {
    mockFetch(sseResponse([streamEvent('meta', meta), event]).response);
    await expect(collect()).rejects.toMatchObject({ code: 'UnexpectedResponseError', message: 'Réponse inattendue du serveur. Réessayez dans un instant.' });
  });

  it('reports a stream that stops before done as interrupted', async () => {
    mockFetch(sseResponse([streamEvent('meta', meta), streamEvent('delta', { version: 0, text: 'Bon' })]).response);
    await expect(collect()).rejects.toMatchObject({ code: 'StreamInterruptedError' });
  });

  it('reports unreadable event data instead of losing text silently', async () => {
    mockFetch(sseResponse(['event: delta\ndata: {pas du json\n\n']).response);
    await expect(collect()).rejects.toMatchObject({ code: 'UnexpectedResponseError', message: 'Réponse inattendue du serveur. Réessayez dans un instant.' });
  });

  it('reports a network failure in French', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    await expect(collect()).rejects.toMatchObject({ code: 'NetworkError', message: expect.stringContaining('Connexion au serveur') });
  });

  it('stops reading when aborted and rethrows the abort, not a French error', async () => {
    const stream = sseResponse([streamEvent('meta', meta)], { hold: true });
    mockFetch(stream.response);
    const controller = new AbortController();
    const events: GenerationEvent[] = [];
    const running = streamLetterGeneration(request, { signal: controller.signal, onEvent: (event) => events.push(event) });
    await vi.waitFor(() => expect(events).toHaveLength(1));
    controller.abort();
    await expect(running).rejects.toMatchObject({ name: 'AbortError' });
    expect(events.map((event) => event.type)).toEqual(['meta']);
  });
});
