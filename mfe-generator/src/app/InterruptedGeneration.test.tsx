import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiAnswer, renderWithSession, streamEvent } from '@lettra/shared-ui/testing';
import GeneratorPanel from '../exposed/GeneratorPanel.tsx';
import { generationTexts } from '../features/generation/content/generation-texts.ts';
import { usePostingDraft } from '../features/posting-form/model/posting-draft-store.ts';
import { ATS, POSTING, RESUME } from '../test/letter-fixtures.ts';
import { mockFetch, sseResponse } from '../test/mock-fetch.ts';

const META = { letterId: 'letter_1', title: 'Acme – Développeur', company: 'Acme', position: 'Développeur front-end', versions: 1, locked: false, ats: ATS, notices: [] };
const BEGINNING = 'Madame, Monsieur, développeur React depuis quatre ans';

// The api dies after the first words: the stream ends without its done event.
function brokenStream() {
  return sseResponse([streamEvent('meta', META), streamEvent('delta', { version: 0, text: BEGINNING })]).response;
}

async function generateUntilTheStreamBreaks(...after: Response[]) {
  const fetchMock = mockFetch(apiAnswer('GET /postings/config', { linkImport: false }), brokenStream(), ...after);
  usePostingDraft.setState({ resume: RESUME, jobPosting: POSTING, step: 1 });
  const user = userEvent.setup();
  renderWithSession(<GeneratorPanel />, { persona: 'premium', path: '/dashboard' });
  await user.click(await screen.findByRole('button', { name: 'Suivant' }));
  await user.click(screen.getByRole('button', { name: 'Générer ma lettre' }));
  return { user, fetchMock };
}

describe('a generation whose stream breaks off midway', () => {
  it('keeps the text written so far under a lasting error, beside the form', async () => {
    await generateUntilTheStreamBreaks();
    expect(await screen.findByRole('alert')).toHaveTextContent(generationTexts.interrupted);
    expect(screen.getByText(BEGINNING, { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: generationTexts.retry })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Générer ma lettre' })).toBeEnabled();
    // The lasting error says it: no toast beside it.
    expect(screen.queryByText('Erreur de génération')).not.toBeInTheDocument();
  });

  it('starts the same generation again on "Réessayer"', async () => {
    const retried = sseResponse([streamEvent('meta', META)], { hold: true });
    const { user, fetchMock } = await generateUntilTheStreamBreaks(retried.response);
    await user.click(await screen.findByRole('button', { name: generationTexts.retry }));

    expect(await screen.findByRole('heading', { name: 'Génération en cours...' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    const [, first, again] = fetchMock.mock.calls;
    expect(again?.[0]).toBe('/api/letters/generate');
    expect(JSON.parse(String(again?.[1]?.body))).toEqual(JSON.parse(String(first?.[1]?.body)));
  });
});
