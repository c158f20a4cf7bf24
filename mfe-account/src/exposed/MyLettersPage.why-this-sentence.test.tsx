import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '@lettra/shared-ui/testing';
import { lettersRoutes, sampleLetters } from '../test/letters-server.ts';
import { renderPage } from '../test/render-page.tsx';
import { sessionFor } from '../test/session.ts';
import MyLettersPage from './MyLettersPage.tsx';

const SENTENCE = 'Je souhaite rejoindre Airbus.';
const RESUME = 'Camille Martin, ingénieure systèmes, huit ans chez Thales, SysML et Python.';
const POSTING = 'Airbus recrute une ingénieure systèmes.';

function setup(persona: 'premium' | 'free') {
  const api = fakeApi({
    ...lettersRoutes(sampleLetters()),
    'POST /letters/:id/explanations': () => ({
      sentences: [{ sentence: SENTENCE, cvLine: 'Ingénieure systèmes chez Thales', postingLine: null, flagged: null }],
    }),
  });
  renderPage(<MyLettersPage />, { session: sessionFor(persona), url: '/my-letters' });
  return { ...api, user: userEvent.setup() };
}

describe("MyLettersPage: 'Pourquoi cette phrase ?'", () => {
  it('asks for the CV and the posting, then shows the CV line of a sentence on keyboard focus', async () => {
    const { user, calls } = setup('premium');
    const letter = await screen.findByRole('article');
    await user.click(await within(letter).findByRole('button', { name: 'Pourquoi cette phrase ?' }));
    const dialog = await screen.findByRole('dialog', { name: 'Voir sur quoi repose chaque phrase' });
    await user.click(within(dialog).getByLabelText('Votre CV'));
    await user.paste(RESUME);
    await user.click(within(dialog).getByLabelText("L'offre d'emploi"));
    await user.paste(POSTING);
    await user.click(within(dialog).getByRole('button', { name: 'Voir sur quoi repose chaque phrase' }));

    const sentence = await within(letter).findByText(SENTENCE, { selector: 'mark' });
    sentence.focus();
    expect(sentence).toHaveAccessibleDescription(/Ligne du CV\s*Ingénieure systèmes chez Thales/);
    expect(within(letter).getByRole('heading', { name: 'Sur quoi repose chaque phrase' })).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/api/letters/let_airbus/explanations')?.body).toEqual({ resume: RESUME, jobPosting: POSTING, from: 0 });
  });

  it('refuses to send an empty CV, with the api’s own message', async () => {
    const { user, calls } = setup('premium');
    const letter = await screen.findByRole('article');
    await user.click(await within(letter).findByRole('button', { name: 'Pourquoi cette phrase ?' }));
    const dialog = await screen.findByRole('dialog', { name: 'Voir sur quoi repose chaque phrase' });
    await user.click(within(dialog).getByRole('button', { name: 'Voir sur quoi repose chaque phrase' }));
    expect(await within(dialog).findByText('Veuillez ajouter le contenu de votre CV')).toBeInTheDocument();
    expect(calls.some((call) => call.path.endsWith('/explanations'))).toBe(false);
  });

  it('offers nothing of it to the free plan', async () => {
    setup('free');
    const letter = await screen.findByRole('article');
    await within(letter).findByRole('heading', { level: 2 });
    expect(within(letter).queryByRole('button', { name: 'Pourquoi cette phrase ?' })).not.toBeInTheDocument();
  });
});
