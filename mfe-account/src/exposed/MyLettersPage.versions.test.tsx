import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { chooseVersionBodySchema, refineBodySchema, type LetterVersions } from '@lettra/contracts';
import type { AtsAnalysis } from '@lettra/letter-engine';
import { eventStream, fakeApi, streamEvent, type FakeRoutes } from '@lettra/shared-ui/testing';
import { lettersRoutes, sampleLetters } from '../test/letters-server.ts';
import { renderPage } from '../test/render-page.tsx';
import { sessionFor } from '../test/session.ts';
import MyLettersPage from './MyLettersPage.tsx';

const VERSIONS = ['Madame, Monsieur,\n\nJe souhaite rejoindre Airbus.\nCordialement,', 'Madame, Monsieur,\n\nUne version plus courte.', 'Madame, Monsieur,\n\nUne version plus personnelle.'];
const ATS: AtsAnalysis = {
  score: 72,
  keywords: [
    { term: 'SysML', weight: 'required', inResume: true, inLetter: false },
    { term: 'Python', weight: 'required', inResume: true, inLetter: true },
  ],
};
const KEPT: LetterVersions = { versions: VERSIONS, chosenVersion: 0, ats: ATS, unsupportedClaims: [[], ['MBA'], []] };

function setup(kept: LetterVersions | null, persona: 'premium' | 'free' = 'premium', extraRoutes: FakeRoutes = {}) {
  const letters = sampleLetters();
  const airbus = letters[0]!;
  const api = fakeApi({
    ...lettersRoutes(letters),
    ...(kept && {
      'GET /letters/:id/versions': () => kept,
      'PUT /letters/:id/chosen-version': ({ body }) => {
        const { chosenVersion } = chooseVersionBodySchema.parse(body);
        Object.assign(airbus, { content: VERSIONS[chosenVersion], version: airbus.version + 1 });
        return { ...airbus };
      },
    }),
    ...extraRoutes,
  });
  renderPage(<MyLettersPage />, { session: sessionFor(persona), url: '/my-letters' });
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

  it("refines a premium user's letter with the CV and posting asked for, and shows the new version chosen", async () => {
    const shorter = 'Madame, Monsieur,\n\nUne quatrième version, plus courte.';
    const sent: unknown[] = [];
    const { user } = setup(KEPT, 'premium', {
      'GET /me/resume': () => ({ resume: { content: 'CV enregistré de Camille', savedAt: '2025-01-01T00:00:00.000Z' } }),
      'POST /letters/:id/refine': ({ body }) => {
        // The request keeps its contract too: the api would refuse it otherwise.
        refineBodySchema.parse(body);
        sent.push(body);
        const done = {
          letter: { ...sampleLetters()[0]!, content: shorter, version: 2 },
          versions: [...VERSIONS, shorter],
          ats: ATS,
          unsupportedClaims: [[], ['MBA'], [], []],
          warnings: [[], [], [], []],
          fallback: false,
          quota: null,
        };
        return eventStream(streamEvent('delta', { version: 3, text: shorter }), streamEvent('done', done));
      },
    });
    const letter = await screen.findByRole('article');
    await within(letter).findByRole('tablist');
    await user.click(within(letter).getByRole('button', { name: 'Plus court' }));

    const dialog = await screen.findByRole('dialog', { name: 'Plus court' });
    await waitFor(() => expect(within(dialog).getByLabelText('Votre CV')).toHaveValue('CV enregistré de Camille'));
    await user.click(within(dialog).getByRole('button', { name: 'Plus court' }));
    // Checked as the api checks it, before anything is sent.
    expect(await within(dialog).findByText("Veuillez ajouter le contenu de l'offre d'emploi")).toBeInTheDocument();
    // Pasted, as a user brings a CV: typing it key by key would make the test's length depend on the machine.
    await user.clear(within(dialog).getByLabelText('Votre CV'));
    await user.click(within(dialog).getByLabelText('Votre CV'));
    await user.paste('Camille Martin, ingénieure systèmes, huit ans chez Thales, SysML et Python.');
    await user.click(within(dialog).getByLabelText("L'offre d'emploi"));
    await user.paste('Airbus recrute une ingénieure systèmes.');
    await user.click(within(dialog).getByRole('button', { name: 'Plus court' }));

    await waitFor(() => expect(within(letter).getByRole('tab', { name: 'Version 4' })).toHaveAttribute('aria-selected', 'true'));
    expect(within(letter).getByText('Une quatrième version, plus courte.')).toBeInTheDocument();
    expect(sent).toEqual([
      {
        resume: 'Camille Martin, ingénieure systèmes, huit ans chez Thales, SysML et Python.',
        jobPosting: 'Airbus recrute une ingénieure systèmes.',
        kind: 'shorter',
        from: 0,
      },
    ]);
  });

  it('offers a paragraph rewrite under the body paragraphs only', async () => {
    setup(KEPT);
    const letter = await screen.findByRole('article');
    await within(letter).findByRole('tablist');
    // 'Je souhaite rejoindre Airbus.' is too short to be a body paragraph; none of the sample's is long enough.
    expect(within(letter).queryByRole('button', { name: /Réécrire ce paragraphe/ })).not.toBeInTheDocument();
  });

  it('shows the free plan the refinements with the Premium badge, and asks nothing', async () => {
    const { user } = setup(KEPT, 'free');
    const letter = await screen.findByRole('article');
    await user.click(await within(letter).findByRole('button', { name: 'Régénérer Premium' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await screen.findByText("Passez à l'abonnement Premium pour télécharger et copier vos lettres");
  });

  it("adds a CV keyword the letter lacks once the proposed sentence is accepted", async () => {
    const sentence = 'Votre annonce mentionne SysML : c’est une expérience que mon parcours me permet de mettre au service de votre équipe.';
    const { user, calls } = setup(KEPT, 'premium', {
      'POST /letters/:id/keyword-sentence': () => ({ sentence, content: `${VERSIONS[0]} ${sentence}` }),
    });
    const letter = await screen.findByRole('article');
    await user.click(await within(letter).findByRole('button', { name: 'Ajouter à la lettre : SysML' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ajouter à la lettre' });
    await user.click(within(dialog).getByLabelText('Votre CV'));
    await user.paste('Camille Martin, ingénieure systèmes, huit ans chez Thales, SysML et Python.');
    await user.click(within(dialog).getByLabelText("L'offre d'emploi"));
    await user.paste('Airbus recrute une ingénieure systèmes.');
    await user.click(within(dialog).getByRole('button', { name: 'Ajouter à la lettre' }));

    const proposal = await screen.findByRole('alertdialog', { name: 'Ajouter à la lettre' });
    expect(proposal).toHaveTextContent(sentence);
    expect(calls.filter((call) => call.method === 'PATCH')).toEqual([]);
    await user.click(within(proposal).getByRole('button', { name: 'Accepter' }));
    await waitFor(() => expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ version: 1, content: `${VERSIONS[0]} ${sentence}` }));
    expect(calls.find((call) => call.path.endsWith('/keyword-sentence'))?.body).toMatchObject({ keyword: 'SysML', from: 0 });
  });
});
