import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Letter } from '../entities/letters/model/letter.ts';
import { fakeApi, fileAnswer, refusal, type FakeRoutes } from '@lettra/shared-ui/testing';
import { lettersRoutes, sampleLetters } from '../test/letters-server.ts';
import { renderPage } from '../test/render-page.tsx';
import { sessionFor } from '../test/session.ts';
import MyLettersPage from './MyLettersPage.tsx';

function setup(letters: Letter[] = sampleLetters(), extraRoutes: FakeRoutes = {}) {
  const api = fakeApi({ ...lettersRoutes(letters), ...extraRoutes });
  const user = userEvent.setup();
  renderPage(<MyLettersPage />, { session: sessionFor('premium'), url: '/my-letters' });
  return { ...api, user, letters };
}

/** Titles in the list, in order (each row's star is labelled with its letter's title). */
const listedTitles = () =>
  within(screen.getByRole('tabpanel'))
    .queryAllByRole('button', { name: /^Ajouter aux favoris : / })
    .map((star) => star.getAttribute('aria-label')!.replace('Ajouter aux favoris : ', ''));

const shownLetter = () => screen.getByRole('article');

/** The list shows `titles`, and the chosen letter's text has been read (the list carries none). */
async function waitForList(titles: string[]) {
  await waitFor(() => expect(listedTitles()).toEqual(titles));
  if (titles.length > 0) await screen.findByRole('article');
}

/** The last call of one kind: opening a letter reads it, so a list or a change is not always the very last. */
const lastCall = <C extends { method: string; path: string }>(calls: C[], method: string, path: RegExp) =>
  calls.filter((call) => call.method === method && path.test(call.path)).at(-1);

describe('MyLettersPage', () => {
  it('sends a visitor to the login page', () => {
    renderPage(<MyLettersPage />, { session: sessionFor('visitor'), url: '/my-letters' });
    expect(screen.getByLabelText('Adresse actuelle')).toHaveTextContent(/^\/login$/);
  });

  it('lists the letters and shows the first one, its paragraphs as text', async () => {
    const letters = sampleLetters();
    letters[0]!.content = 'Madame,\n\n<img src=x onerror=alert(1)>\nCordialement';
    setup(letters);
    await waitForList(['Candidature Airbus', 'Vendeur sport', 'Game designer']);
    expect(screen.getByRole('link', { name: 'Retour au tableau de bord' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByRole('link', { name: 'Nouvelle lettre' })).toHaveAttribute('href', '/dashboard');
    const letter = shownLetter();
    expect(within(letter).getByRole('heading', { level: 2, name: 'Candidature Airbus' })).toBeInTheDocument();
    expect(letter).toHaveTextContent('Airbus · Ingénieure systèmes');
    expect(letter).toHaveTextContent('Créée le 10/01/2025');
    // Model and user text is shown as it is, never interpreted as HTML.
    for (const paragraph of ['Madame,', '<img src=x onerror=alert(1)>', 'Cordialement']) {
      expect(within(letter).getByText(paragraph).tagName).toBe('P');
    }
    expect(within(letter).queryByRole('img')).not.toBeInTheDocument();
  });

  it('lists titles without text, reads a letter when it is opened, and offers to try again when it cannot', async () => {
    const letters = sampleLetters();
    let reads = 0;
    const routes = lettersRoutes(letters);
    const { user } = setup(letters, {
      'GET /letters/:id': (request) => {
        reads += 1;
        return reads === 1 ? refusal(502, { code: 'DatabaseUnavailableError', message: 'Service momentanément indisponible.' }) : routes['GET /letters/:id'](request);
      },
    });
    await waitFor(() => expect(listedTitles()).toEqual(['Candidature Airbus', 'Vendeur sport', 'Game designer']));
    expect(await screen.findByText('Service momentanément indisponible.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await within(await screen.findByRole('article')).findByRole('heading', { level: 2, name: 'Candidature Airbus' })).toBeInTheDocument();
    expect(reads).toBe(2);
  });

  it('searches title, company and position through the api', async () => {
    const { user, calls } = setup();
    await waitForList(['Candidature Airbus', 'Vendeur sport', 'Game designer']);
    await user.type(screen.getByRole('searchbox', { name: 'Rechercher une lettre' }), 'UBI');
    await waitForList(['Game designer']);
    expect(lastCall(calls, 'GET', /^\/api\/letters\?/)?.path).toBe('/api/letters?tab=all&q=UBI');
    // The shown letter follows the search (docs/product.md §4).
    expect(within(shownLetter()).getByRole('heading', { level: 2 })).toHaveTextContent('Game designer');

    await user.type(screen.getByRole('searchbox', { name: 'Rechercher une lettre' }), 'zzz');
    expect(await screen.findByText('Aucune lettre trouvée')).toBeInTheDocument();
    expect(screen.getByText('Aucune lettre sélectionnée')).toBeInTheDocument();
  });

  it('shows favourites and the newest letters first in their tabs', async () => {
    const { user } = setup();
    await waitForList(['Candidature Airbus', 'Vendeur sport', 'Game designer']);
    await user.click(screen.getByRole('tab', { name: 'Favorites' }));
    await waitForList(['Candidature Airbus']);
    await user.click(screen.getByRole('tab', { name: 'Récentes' }));
    await waitForList(['Vendeur sport', 'Game designer', 'Candidature Airbus']);
  });

  it.each([
    ['Toutes', 'Aucune lettre trouvée'],
    ['Favorites', 'Aucune lettre favorite'],
    ['Récentes', 'Aucune lettre récente'],
  ])('says so when the %s tab is empty', async (tab, message) => {
    const { user } = setup([]);
    await user.click(screen.getByRole('tab', { name: tab }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByText('Aucune lettre sélectionnée')).toBeInTheDocument();
  });

  it('toggles the favourite star through the api, with the version it read', async () => {
    const { user, calls } = setup();
    await waitForList(['Candidature Airbus', 'Vendeur sport', 'Game designer']);
    const star = screen.getByRole('button', { name: 'Ajouter aux favoris : Vendeur sport' });
    expect(star).toHaveAttribute('aria-pressed', 'false');
    await user.click(star);
    await waitFor(() => expect(star).toHaveAttribute('aria-pressed', 'true'));
    expect(lastCall(calls, 'PATCH', /letters/)).toEqual({ method: 'PATCH', path: '/api/letters/let_decathlon', body: { version: 1, favorite: true } });
  });

  it("renames a letter in place with 'Renommer', refusing an empty or overlong title with the field's message", async () => {
    const { user, calls } = setup();
    await waitForList(['Candidature Airbus', 'Vendeur sport', 'Game designer']);
    await user.click(within(shownLetter()).getByRole('button', { name: 'Renommer' }));
    const field = within(shownLetter()).getByRole('textbox', { name: 'Titre de la lettre' });
    expect(field).toHaveFocus();
    expect(field).toHaveValue('Candidature Airbus');

    await user.clear(field);
    await user.click(within(shownLetter()).getByRole('button', { name: 'Enregistrer' }));
    expect(field).toHaveAccessibleDescription('Le titre ne peut pas être vide.');
    await user.type(field, 'x'.repeat(121));
    await user.click(within(shownLetter()).getByRole('button', { name: 'Enregistrer' }));
    expect(field).toHaveAccessibleDescription('Le titre ne doit pas dépasser 120 caractères.');
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);

    await user.clear(field);
    await user.type(field, 'Airbus – Ingénieure systèmes{Enter}');
    expect(await within(shownLetter()).findByRole('heading', { level: 2, name: 'Airbus – Ingénieure systèmes' })).toBeInTheDocument();
    expect(lastCall(calls, 'PATCH', /letters/)).toEqual({ method: 'PATCH', path: '/api/letters/let_airbus', body: { version: 1, title: 'Airbus – Ingénieure systèmes' } });
    expect(await screen.findByText('Lettre renommée')).toBeInTheDocument();
  });

  it('leaves the title unchanged on Escape', async () => {
    const { user, calls } = setup();
    await waitForList(['Candidature Airbus', 'Vendeur sport', 'Game designer']);
    await user.click(within(shownLetter()).getByRole('button', { name: 'Renommer' }));
    await user.type(within(shownLetter()).getByRole('textbox', { name: 'Titre de la lettre' }), ' bis{Escape}');
    expect(within(shownLetter()).getByRole('heading', { level: 2, name: 'Candidature Airbus' })).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);
  });

  it('drops a letter from the Favorites tab when its star is removed', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('tab', { name: 'Favorites' }));
    await waitForList(['Candidature Airbus']);
    await user.click(screen.getByRole('button', { name: 'Ajouter aux favoris : Candidature Airbus' }));
    expect(await screen.findByText('Aucune lettre favorite')).toBeInTheDocument();
  });

  it('deletes a letter only once the user confirms, then shows the next one', async () => {
    const { user, calls } = setup();
    await waitForList(['Candidature Airbus', 'Vendeur sport', 'Game designer']);
    await user.click(screen.getByRole('button', { name: 'Supprimer : Candidature Airbus' }));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveTextContent('Cette action est irréversible.');
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Supprimer : Candidature Airbus' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Supprimer' }));
    expect(await screen.findByText('Lettre supprimée')).toBeInTheDocument();
    expect(lastCall(calls, 'DELETE', /./)).toMatchObject({ method: 'DELETE', path: '/api/letters/let_airbus' });
    await waitForList(['Vendeur sport', 'Game designer']);
    expect(within(shownLetter()).getByRole('heading', { level: 2 })).toHaveTextContent('Vendeur sport');
  });

  it('refuses to save an empty letter without asking the api', async () => {
    const { user, calls } = setup();
    await waitForList(['Candidature Airbus', 'Vendeur sport', 'Game designer']);
    await user.click(within(shownLetter()).getByRole('button', { name: 'Modifier' }));
    const editor = screen.getByPlaceholderText('Écrivez votre lettre de motivation ici...');
    await user.clear(editor);
    await user.type(editor, '   ');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Contenu vide')).toBeInTheDocument();
    expect(screen.getByText('Votre lettre ne peut pas être vide')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);
    expect(editor).toBeInTheDocument();
  });

  it('saves an edit with its version and closes the editor', async () => {
    const { user, calls } = setup();
    await waitForList(['Candidature Airbus', 'Vendeur sport', 'Game designer']);
    await user.click(within(shownLetter()).getByRole('button', { name: 'Modifier' }));
    const editor = screen.getByLabelText('Modifier votre lettre de motivation');
    await user.clear(editor);
    await user.type(editor, 'Nouvelle version.{Enter}Deuxième paragraphe.');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Modifications enregistrées')).toBeInTheDocument();
    expect(screen.getByText('Votre lettre a été mise à jour avec succès')).toBeInTheDocument();
    expect(lastCall(calls, 'PATCH', /letters/)).toEqual({
      method: 'PATCH',
      path: '/api/letters/let_airbus',
      body: { version: 1, content: 'Nouvelle version.\nDeuxième paragraphe.' },
    });
    expect(screen.queryByLabelText('Modifier votre lettre de motivation')).not.toBeInTheDocument();
    expect(within(shownLetter()).getByText('Deuxième paragraphe.')).toBeInTheDocument();
  });

  it('never overwrites a change made elsewhere: it says so, reloads the letter and keeps the draft', async () => {
    const { user, calls, letters } = setup();
    await waitForList(['Candidature Airbus', 'Vendeur sport', 'Game designer']);
    await user.click(within(shownLetter()).getByRole('button', { name: 'Modifier' }));
    // Another tab saves the same letter meanwhile.
    Object.assign(letters[0]!, { content: 'Texte enregistré ailleurs.', version: 2 });
    const editor = screen.getByLabelText('Modifier votre lettre de motivation');
    await user.clear(editor);
    await user.type(editor, 'Mon brouillon');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));

    expect(await screen.findByText("Cette lettre a été modifiée ailleurs. Rechargez-la avant d'enregistrer.")).toBeInTheDocument();
    // The letter is read again after the refusal (the list too: a change, kept or not, has it read again).
    const refused = calls.indexOf(lastCall(calls, 'PATCH', /letters/)!);
    await waitFor(() => expect(calls.slice(refused)).toContainEqual(expect.objectContaining({ method: 'GET', path: '/api/letters/let_airbus' })));
    expect(letters[0]!.content).toBe('Texte enregistré ailleurs.');
    expect(screen.getByLabelText('Modifier votre lettre de motivation')).toHaveValue('Mon brouillon');

    // A second, deliberate save starts from the reloaded version.
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Modifications enregistrées')).toBeInTheDocument();
    expect(lastCall(calls, 'PATCH', /letters/)).toMatchObject({ method: 'PATCH', body: { version: 2, content: 'Mon brouillon' } });
  });

  it('copies the letter text', async () => {
    const { user } = setup();
    await waitForList(['Candidature Airbus', 'Vendeur sport', 'Game designer']);
    await user.click(within(shownLetter()).getByRole('button', { name: 'Copier' }));
    expect(await screen.findByText('Lettre copiée')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe('Madame, Monsieur,\n\nJe souhaite rejoindre Airbus.\nCordialement,');
  });

  it('downloads the Word file under the name the api gives', async () => {
    // jsdom neither makes blob URLs nor downloads: record the name the browser would save under.
    const saved: string[] = [];
    Object.assign(URL, { createObjectURL: () => 'blob:lettre', revokeObjectURL: () => undefined });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    onTestFinished(() => {
      click.mockRestore();
      Reflect.deleteProperty(URL, 'createObjectURL');
      Reflect.deleteProperty(URL, 'revokeObjectURL');
    });
    const { user, calls } = setup(sampleLetters(), {
      'GET /letters/:id/export.:format': () =>
        fileAnswer('', { 'Content-Disposition': `attachment; filename="Candidature Airbus.docx"; filename*=UTF-8''Candidature%20Airbus.docx` }),
    });
    await waitForList(['Candidature Airbus', 'Vendeur sport', 'Game designer']);
    within(shownLetter()).getByRole('button', { name: 'Télécharger' }).focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Télécharger votre lettre' });
    await user.click(within(dialog).getByRole('radio', { name: 'Sobre' }));
    await user.click(within(dialog).getByRole('button', { name: 'Format Word (.docx)' }));
    expect(await screen.findByText('Téléchargement démarré')).toBeInTheDocument();
    expect(calls.at(-1)).toMatchObject({ method: 'GET', path: '/api/letters/let_airbus/export.docx?layout=sobre' });
    expect(saved).toEqual(['Candidature Airbus.docx']);
  });

  it('treats a locked preview as the generator’s result does: no editing, no download, copy refused with the reason, Premium offered', async () => {
    const letters = sampleLetters().map((letter) => ({ ...letter, locked: true }));
    const { user, calls } = setup(letters);
    await waitForList(['Candidature Airbus', 'Vendeur sport', 'Game designer']);
    const letter = shownLetter();
    expect(within(letter).queryByRole('button', { name: 'Modifier' })).not.toBeInTheDocument();
    expect(within(letter).getByRole('button', { name: 'Télécharger' })).toBeDisabled();
    expect(within(letter).getByText('La suite de votre lettre est réservée aux membres Premium.')).toBeInTheDocument();
    expect(within(letter).getByRole('link', { name: "Débloquez l'accès complet" })).toHaveAttribute('href', '/checkout');

    await user.click(within(letter).getByRole('button', { name: 'Copier' }));
    expect(await screen.findByText('Fonctionnalité premium')).toBeInTheDocument();
    expect(screen.getByText("Passez à l'abonnement Premium pour télécharger et copier vos lettres")).toBeInTheDocument();
    expect(calls.some((call) => call.path.includes('/export'))).toBe(false);
  });
});
