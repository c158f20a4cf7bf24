import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Letter } from '../entities/letters/model/letter.ts';
import { fakeApi, refusal } from '@lettra/shared-ui/testing';
import { STATUS_CHANGED_AT, lettersRoutes, sampleLetters } from '../test/letters-server.ts';
import { renderPage } from '../test/render-page.tsx';
import { sessionFor } from '../test/session.ts';
import MyLettersPage from './MyLettersPage.tsx';

/** Airbus sent, Decathlon at the interview, Ubisoft still to send. */
function lettersWithApplications(): Letter[] {
  const [airbus, decathlon, ubisoft] = sampleLetters() as [Letter, Letter, Letter];
  return [
    { ...airbus, applicationStatus: 'sent', statusChangedAt: '2025-01-12T09:00:00.000Z' },
    { ...decathlon, applicationStatus: 'interview', statusChangedAt: '2025-03-05T09:00:00.000Z' },
    ubisoft,
  ];
}

function setup(letters: Letter[] = lettersWithApplications()) {
  const api = fakeApi(lettersRoutes(letters));
  const user = userEvent.setup();
  renderPage(<MyLettersPage />, { session: sessionFor('free'), url: '/my-letters' });
  return { ...api, user, letters };
}

const statusFilter = () => screen.getByRole('group', { name: 'Statut de candidature' });
// Each radio is named by the label around it.
const filterNames = () => within(statusFilter()).getAllByRole('radio').map((radio) => radio.closest('label')?.textContent);
const listedTitles = () =>
  within(screen.getByRole('tabpanel'))
    .queryAllByRole('button', { name: /^Ajouter aux favoris : / })
    .map((star) => star.getAttribute('aria-label')!.replace('Ajouter aux favoris : ', ''));

describe('MyLettersPage: applications', () => {
  it('counts the letters of each status in the filter, and shows only the chosen one', async () => {
    const { user } = setup();
    await waitFor(() => expect(listedTitles()).toEqual(['Candidature Airbus', 'Vendeur sport', 'Game designer']));
    expect(filterNames()).toEqual(['Tous (3)', 'À envoyer (1)', 'Envoyée (1)', 'Entretien (1)', 'Refusée (0)', 'Acceptée (0)']);
    expect(within(statusFilter()).getByRole('radio', { name: 'Tous (3)' })).toBeChecked();

    await user.click(within(statusFilter()).getByRole('radio', { name: 'Entretien (1)' }));
    expect(within(statusFilter()).getByRole('radio', { name: 'Entretien (1)' })).toBeChecked();
    expect(listedTitles()).toEqual(['Vendeur sport']);
    expect(await within(await screen.findByRole('article')).findByRole('heading', { level: 2, name: 'Vendeur sport' })).toBeInTheDocument();

    await user.click(within(statusFilter()).getByRole('radio', { name: 'Refusée (0)' }));
    expect(listedTitles()).toEqual([]);
    expect(screen.getByText('Aucune lettre au statut « Refusée ».')).toBeInTheDocument();
  });

  it('changes the opened letter’s status from its labelled select, dated, and the counts follow', async () => {
    const { user, calls } = setup();
    const letter = await screen.findByRole('article');
    const status = await within(letter).findByRole('combobox', { name: 'Statut de la candidature' });
    expect(status).toHaveValue('sent');
    expect(within(letter).getByText('Depuis le 12/01/2025')).toBeInTheDocument();
    expect(within(status).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'À envoyer',
      'Envoyée',
      'Entretien',
      'Refusée',
      'Acceptée',
    ]);

    await user.selectOptions(status, 'Acceptée');
    expect(await screen.findByText('Statut : Acceptée')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PATCH')).toEqual([
      { method: 'PATCH', path: '/api/letters/let_airbus', body: { version: 1, applicationStatus: 'accepted' } },
    ]);
    expect(status).toHaveValue('accepted');
    expect(within(letter).getByText(`Depuis le ${new Date(STATUS_CHANGED_AT).toLocaleDateString('fr-FR')}`)).toBeInTheDocument();
    expect(filterNames()).toEqual(['Tous (3)', 'À envoyer (1)', 'Envoyée (0)', 'Entretien (1)', 'Refusée (0)', 'Acceptée (1)']);
  });

  it('keeps the posting and a note on demand, refusing a link that is not a web address', async () => {
    const { user, calls, letters } = setup();
    const letter = await screen.findByRole('article');
    const link = await within(letter).findByLabelText('Lien de l’offre');
    await user.type(link, 'javascript:alert(1)');
    await user.click(within(letter).getByRole('button', { name: 'Enregistrer le suivi' }));
    expect(link).toHaveAccessibleDescription(/Le lien de l’offre doit être une adresse web commençant par http:\/\/ ou https:\/\/\./);
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);

    await user.clear(link);
    await user.type(link, 'https://emplois.exemple.fr/offre/42');
    await user.type(within(letter).getByLabelText('Note'), 'Relancer vendredi');
    await user.click(within(letter).getByRole('button', { name: 'Enregistrer le suivi' }));
    expect(await screen.findByText('Suivi de la candidature enregistré')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PATCH').at(-1)?.body).toEqual({
      version: 1,
      postingUrl: 'https://emplois.exemple.fr/offre/42',
      postingText: '',
      applicationNote: 'Relancer vendredi',
    });
    expect(letters[0]).toMatchObject({ postingUrl: 'https://emplois.exemple.fr/offre/42', applicationNote: 'Relancer vendredi' });
    expect(within(letter).getByRole('link', { name: 'Ouvrir l’offre' })).toHaveAttribute('href', 'https://emplois.exemple.fr/offre/42');
  });

  it('shows a new status at once, and puts the previous one back with the api’s message when it is refused', async () => {
    const letters = lettersWithApplications();
    let answer: (() => void) | undefined;
    const refused = new Promise<void>((resolve) => (answer = resolve));
    fakeApi({
      ...lettersRoutes(letters),
      'PATCH /letters/:id': async () => {
        await refused;
        return refusal(503, { code: 'ServiceUnavailableError', message: 'Service momentanément indisponible. Réessayez dans un instant.' });
      },
    });
    const user = userEvent.setup();
    renderPage(<MyLettersPage />, { session: sessionFor('free'), url: '/my-letters' });
    const letter = await screen.findByRole('article');
    const status = await within(letter).findByRole('combobox', { name: 'Statut de la candidature' });

    await user.selectOptions(status, 'Acceptée');
    await waitFor(() => expect(filterNames()).toContain('Acceptée (1)'));
    expect(status).toHaveValue('accepted');

    answer?.();
    expect(await screen.findByText('Service momentanément indisponible. Réessayez dans un instant.')).toBeInTheDocument();
    await waitFor(() => expect(status).toHaveValue('sent'));
    expect(filterNames()).toEqual(['Tous (3)', 'À envoyer (1)', 'Envoyée (1)', 'Entretien (1)', 'Refusée (0)', 'Acceptée (0)']);
    expect(letters[0]!.applicationStatus).toBe('sent');
  });
});
