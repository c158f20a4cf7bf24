import { eventStream, fakeApi, offContractEvent, streamEvent } from '@lettra/shared-ui/testing';
import { sampleLetters } from '../../../test/letters-server.ts';
import { refineLetter } from './refine-letter.ts';

const body = { kind: 'shorter' as const, from: 0, resume: 'CV '.repeat(30), jobPosting: 'Offre' };
const letter = sampleLetters()[0]!;
const done = { letter, versions: [letter.content], ats: { score: 80, keywords: [] }, unsupportedClaims: [[]], warnings: [[]], fallback: false, quota: null };

describe('refineLetter', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('returns the done event of the refinement', async () => {
    fakeApi({ 'POST /letters/:id/refine': () => eventStream(streamEvent('delta', { version: 1, text: 'Plus court' }), streamEvent('done', done)) });
    await expect(refineLetter(letter.id, body, new AbortController().signal)).resolves.toMatchObject({ letter: { id: letter.id } });
  });

  it.each([
    ['a done that breaks its contract', offContractEvent('done', { ...done, versions: [] })],
    ['a done that is not JSON', 'event: done\ndata: {pas du json\n\n'],
  ])('refuses %s in French', async (_case, event) => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fakeApi({ 'POST /letters/:id/refine': () => eventStream(event) });
    await expect(refineLetter(letter.id, body, new AbortController().signal)).rejects.toMatchObject({
      code: 'UnexpectedResponseError',
      message: 'Réponse inattendue du serveur. Réessayez dans un instant.',
    });
  });
});
