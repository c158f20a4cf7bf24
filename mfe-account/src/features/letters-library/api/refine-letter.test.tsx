import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSessionExpiry } from '@lettra/shared-ui';
import { eventStream, fakeApi, offContractEvent, refusal, renderWithSession, streamEvent } from '@lettra/shared-ui/testing';
import { sampleLetters } from '../../../test/letters-server.ts';
import { refineLetter } from './refine-letter.ts';

const body = { kind: 'shorter' as const, from: 0, resume: 'CV '.repeat(30), jobPosting: 'Offre' };
const letter = sampleLetters()[0]!;
const ENDED = refusal(401, { code: 'AuthRequiredError', message: 'Connexion requise' });

/** My letters under the shell's layout, which mounts the session's expiry: a button that refines the letter. */
function Refine() {
  useSessionExpiry();
  return (
    <button type="button" onClick={() => void refineLetter(letter.id, body, new AbortController().signal).catch(() => undefined)}>
      Plus court
    </button>
  );
}

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

  it('sends a signed-in user whose session ended to the login page, with the page to come back to, like every request', async () => {
    const { calls } = fakeApi({ 'POST /letters/:id/refine': () => ENDED });
    renderWithSession(<Refine />, { persona: 'premium', path: '/my-letters' });
    await userEvent.click(screen.getByRole('button', { name: 'Plus court' }));
    expect(await screen.findByLabelText('Adresse actuelle')).toHaveTextContent(/^\/login\?next=\/my-letters$/);
    expect(calls[0]).toMatchObject({ method: 'POST', path: `/api/letters/${letter.id}/refine` });
  });
});
