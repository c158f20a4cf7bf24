import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PostingFromLinkResponse } from '@lettra/contracts';
import { fakeApi, refusal, renderWithSession, type Persona } from '@lettra/shared-ui/testing';
import { postingLinkTexts } from '../content/posting-link-texts.ts';
import { PostingLinkImport } from './PostingLinkImport.tsx';

const LINK = 'https://emplois.example/offres/developpeur';
const IMPORTED: PostingFromLinkResponse = {
  text: 'Développeur React (H/F)\nEntreprise : Atelier Numérique\n\nNous cherchons un développeur.',
  fields: { company: 'Atelier Numérique', position: 'Développeur React (H/F)', place: 'Lyon', contract: 'CDI' },
};
const TOO_SLOW = 'La page de ce lien a mis trop de temps à répondre. Réessayez, ou copiez-collez le texte de l’offre.';

function renderImport({ persona = 'free' }: { persona?: Persona } = {}) {
  const onImported = vi.fn();
  const user = userEvent.setup();
  renderWithSession(<PostingLinkImport onImported={onImported} />, { persona, path: '/dashboard' });
  return { user, onImported, linkInput: () => screen.findByLabelText(postingLinkTexts.inputLabel) };
}

const importButton = () => screen.getByRole('button', { name: postingLinkTexts.button });

describe('PostingLinkImport', () => {
  it('imports the page of a link and hands its text and fields over', async () => {
    const { fetchMock } = fakeApi({ 'GET /postings/config': () => ({ linkImport: true }), 'POST /postings/from-link': () => IMPORTED });
    const { user, onImported, linkInput } = renderImport();
    await user.type(await linkInput(), ` ${LINK} `);
    await user.click(importButton());
    await waitFor(() => expect(onImported).toHaveBeenCalledWith(IMPORTED));
    expect(screen.getByRole('status')).toHaveTextContent(postingLinkTexts.imported);
    expect(fetchMock).toHaveBeenLastCalledWith('/api/postings/from-link', expect.objectContaining({ method: 'POST', body: JSON.stringify({ url: LINK }) }));
  });

  it('shows the api’s French error in place and keeps the link typed', async () => {
    fakeApi({
      'GET /postings/config': () => ({ linkImport: true }),
      'POST /postings/from-link': () => refusal(422, { code: 'PostingPageTooSlowError', message: TOO_SLOW }),
    });
    const { user, onImported, linkInput } = renderImport();
    await user.type(await linkInput(), LINK);
    await user.click(importButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(TOO_SLOW);
    expect(await linkInput()).toHaveValue(LINK);
    expect(await linkInput()).toHaveAttribute('aria-invalid', 'true');
    expect(onImported).not.toHaveBeenCalled();
  });

  it('shows a field error of the api as it words it', async () => {
    const invalid = 'Ce lien n’est pas une adresse web valide (https://…).';
    fakeApi({
      'GET /postings/config': () => ({ linkImport: true }),
      'POST /postings/from-link': () => refusal(400, { code: 'ValidationError', message: 'Données invalides', fields: { url: invalid } }),
    });
    const { user, linkInput } = renderImport();
    await user.type(await linkInput(), 'emplois.example/offre');
    await user.click(importButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(invalid);
  });

  it('imports on Enter without submitting the form around it', async () => {
    fakeApi({ 'GET /postings/config': () => ({ linkImport: true }), 'POST /postings/from-link': () => IMPORTED });
    const onSubmit = vi.fn((event: { preventDefault(): void }) => event.preventDefault());
    const onImported = vi.fn();
    const user = userEvent.setup();
    renderWithSession(
      <form onSubmit={onSubmit}>
        <PostingLinkImport onImported={onImported} />
      </form>,
      { persona: 'free' },
    );
    await user.type(await screen.findByLabelText(postingLinkTexts.inputLabel), `${LINK}{Enter}`);
    await waitFor(() => expect(onImported).toHaveBeenCalledWith(IMPORTED));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('asks for a link before calling the api', async () => {
    const { fetchMock } = fakeApi({ 'GET /postings/config': () => ({ linkImport: true }) });
    const { user, linkInput } = renderImport();
    await linkInput();
    await user.click(importButton());
    expect(screen.getByRole('alert')).toHaveTextContent('Collez le lien de l’offre.');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('refuses what is no web address with the api’s own rule, before calling it, and focuses the field', async () => {
    const { fetchMock } = fakeApi({ 'GET /postings/config': () => ({ linkImport: true }) });
    const { user, linkInput } = renderImport();
    await user.type(await linkInput(), 'emplois.example/offre');
    await user.click(importButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Ce lien n’est pas une adresse web valide (https://…).');
    expect(await linkInput()).toHaveAttribute('aria-invalid', 'true');
    expect(await linkInput()).toHaveFocus();
    expect(fetchMock).toHaveBeenCalledTimes(1);

    await user.type(await linkInput(), 'x');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('is not shown to a visitor, who asks nothing of the api', async () => {
    const { fetchMock } = fakeApi({ 'GET /postings/config': () => ({ linkImport: true }) });
    renderWithSession(<PostingLinkImport onImported={vi.fn()} />, { persona: 'visitor' });
    expect(screen.queryByLabelText(postingLinkTexts.inputLabel)).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('is not shown when the site does not import links, nor when the api cannot say', async () => {
    const { fetchMock } = fakeApi({ 'GET /postings/config': () => ({ linkImport: false }) });
    const { unmount } = renderWithSession(<PostingLinkImport onImported={vi.fn()} />, { persona: 'free' });
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(screen.queryByLabelText(postingLinkTexts.inputLabel)).not.toBeInTheDocument();
    unmount();

    const unanswered = fakeApi({});
    renderWithSession(<PostingLinkImport onImported={vi.fn()} />, { persona: 'free' });
    await waitFor(() => expect(unanswered.fetchMock).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('button', { name: postingLinkTexts.button })).not.toBeInTheDocument();
  });
});
