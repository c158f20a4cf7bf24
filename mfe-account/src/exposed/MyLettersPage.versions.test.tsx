import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LetterVersions } from '@lettra/letter-engine';
import { fakeApi } from '../test/fake-api.ts';
import { lettersRoutes, sampleLetters } from '../test/letters-server.ts';
import { renderPage } from '../test/render-page.tsx';
import { sessionFor } from '../test/session.ts';
import MyLettersPage from './MyLettersPage.tsx';

const VERSIONS = ['Madame, Monsieur,\n\nJe souhaite rejoindre Airbus.\nCordialement,', 'Madame, Monsieur,\n\nUne version plus courte.', 'Madame, Monsieur,\n\nUne version plus personnelle.'];
const KEPT: LetterVersions = {
  versions: VERSIONS,
  chosenVersion: 0,
  ats: {
    score: 72,
    keywords: [
      { term: 'SysML', weight: 'required', inResume: true, inLetter: false },
      { term: 'Python', weight: 'required', inResume: true, inLetter: true },
    ],
  },
  unsupportedClaims: [[], ['MBA'], []],
};

function setup(kept: LetterVersions | null) {
  const letters = sampleLetters();
  const airbus = letters[0]!;
  const api = fakeApi({
    ...lettersRoutes(letters),
    ...(kept && {
      'GET /letters/let_airbus/versions': () => ({ status: 200, body: kept }),
      'PUT /letters/let_airbus/chosen-version': ({ body }: { body: unknown }) => {
        const { chosenVersion } = body as { chosenVersion: number };
        Object.assign(airbus, { content: VERSIONS[chosenVersion], version: airbus.version + 1 });
        return { status: 200, body: { ...airbus } };
      },
    }),
  });
  renderPage(<MyLettersPage />, { session: sessionFor('premium'), url: '/my-letters' });
  return { ...api, user: userEvent.setup() };
}

describe('MyLettersPage: what a letter kept', () => {
  it('shows the versions of an opened letter, its ATS match and its fact check', async () => {
    setup(KEPT);
    const letter = await screen.findByRole('article');
    const versions = await within(letter).findByRole('tablist', { name: 'Versions de la lettre' });
    expect(within(versions).getAllByRole('tab')).toHaveLength(3);
    expect(within(versions).getByRole('tab', { name: 'Version 1' })).toHaveAttribute('aria-selected', 'true');
    expect(within(letter).getByRole('region', { name: 'Correspondance ATS' })).toHaveTextContent('Score de correspondance : 72');
    expect(within(letter).getByRole('region', { name: 'Correspondance ATS' })).toHaveTextContent('SysML');
    expect(within(letter).getByRole('region', { name: 'Correspondance ATS' })).not.toHaveTextContent('Python');
    expect(within(letter).getByRole('region', { name: 'Vérification des faits' })).toHaveTextContent(
      'Tous les éléments cités dans cette version figurent dans votre CV.',
    );
  });

  it('keeps another version as the letter, with its own fact check', async () => {
    const { user, calls } = setup(KEPT);
    const letter = await screen.findByRole('article');
    await user.click(await within(letter).findByRole('tab', { name: 'Version 2' }));

    await waitFor(() => expect(within(letter).getByRole('tab', { name: 'Version 2' })).toHaveAttribute('aria-selected', 'true'));
    expect(within(letter).getByText('Une version plus courte.')).toBeInTheDocument();
    expect(within(letter).getByRole('region', { name: 'Vérification des faits' })).toHaveTextContent('MBA');
    expect(calls.find((call) => call.method === 'PUT')).toEqual({
      method: 'PUT',
      path: '/api/letters/let_airbus/chosen-version',
      body: { version: 1, chosenVersion: 1 },
    });
  });

  it('shows a letter that kept nothing on its own, without versions or checks', async () => {
    setup(null);
    const letter = await screen.findByRole('article');
    await within(letter).findByText('Je souhaite rejoindre Airbus.');
    expect(within(letter).queryByRole('tablist')).not.toBeInTheDocument();
    expect(within(letter).queryByRole('region', { name: 'Correspondance ATS' })).not.toBeInTheDocument();
  });
});
