import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { findToast } from '../../../test/find-toast.ts';
import { letterFixture } from '../../../test/letter-fixtures.ts';
import { apiAnswer, refusalAnswer, renderWithSession } from '@lettra/shared-ui/testing';
import { mockFetch } from '../../../test/mock-fetch.ts';
import { editorTexts } from '../content/editor-texts.ts';
import { LetterEditor } from './LetterEditor.tsx';

function renderEditor() {
  const onSaved = vi.fn();
  const onCancel = vi.fn();
  const user = userEvent.setup();
  renderWithSession(
    <LetterEditor letter={{ id: 'letter_1', version: 4 }} initialContent="Madame, Monsieur," onSaved={onSaved} onCancel={onCancel} />,
    { persona: 'premium' },
  );
  const textarea = screen.getByLabelText(editorTexts.textareaLabel);
  return { user, onSaved, onCancel, textarea };
}

describe('LetterEditor', () => {
  it('shows the edit panel of docs/product.md §2', () => {
    const { textarea } = renderEditor();
    expect(screen.getByRole('heading', { name: 'Modifier votre lettre de motivation' })).toBeInTheDocument();
    expect(textarea).toHaveAttribute('placeholder', 'Écrivez votre lettre de motivation ici...');
    expect(textarea).toHaveValue('Madame, Monsieur,');
    expect(screen.getByRole('button', { name: 'Annuler' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enregistrer' })).toBeInTheDocument();
  });

  it.each([['empty', ''], ['whitespace-only', '  \n\t ']])('refuses an %s letter without calling the api', async (_title, text) => {
    const fetchMock = mockFetch();
    const { user, textarea, onSaved } = renderEditor();
    await user.clear(textarea);
    if (text) await user.type(textarea, text);
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect((await findToast('Contenu vide', 'Votre lettre ne peut pas être vide')).type).toBe('error');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('says why under the text, focused, and lets the user go on typing', async () => {
    mockFetch();
    const { user, textarea } = renderEditor();
    await user.clear(textarea);
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Votre lettre ne peut pas être vide');
    expect(textarea).toHaveAttribute('aria-invalid', 'true');
    expect(textarea).toHaveAccessibleDescription('Votre lettre ne peut pas être vide');
    expect(textarea).toHaveFocus();

    await user.type(textarea, 'M');
    expect(textarea).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('refuses a letter over the api’s limit in its words, without calling it', async () => {
    const fetchMock = mockFetch();
    const { user, textarea } = renderEditor();
    await user.click(textarea);
    await user.paste('x'.repeat(20_000));
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Votre lettre ne doit pas dépasser .* caractères\.$/);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('saves through PATCH with the version the edit started from', async () => {
    const saved = letterFixture({ content: 'Madame, Monsieur, je postule.', version: 5 });
    const fetchMock = mockFetch(apiAnswer('PATCH /letters/:id', saved));
    const { user, textarea, onSaved } = renderEditor();
    await user.type(textarea, ' je postule.');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));

    expect((await findToast('Modifications enregistrées', 'Votre lettre a été mise à jour avec succès')).type).toBe('success');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/letters/letter_1');
    expect(init).toMatchObject({ method: 'PATCH', credentials: 'include' });
    expect(init?.headers).toMatchObject({ 'X-Requested-With': 'lettra', 'Content-Type': 'application/json' });
    expect(JSON.parse(String(init?.body))).toEqual({ version: 4, content: 'Madame, Monsieur, je postule.' });
    expect(onSaved).toHaveBeenCalledWith(saved);
  });

  it('keeps the text typed when the letter was saved elsewhere meanwhile (409)', async () => {
    const conflict = "Cette lettre a été modifiée ailleurs. Rechargez-la avant d'enregistrer.";
    mockFetch(refusalAnswer(409, { code: 'LetterConflictError', message: conflict }));
    const { user, textarea, onSaved } = renderEditor();
    await user.type(textarea, ' Mon ajout précieux.');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(conflict);
    expect(textarea).toHaveValue('Madame, Monsieur, Mon ajout précieux.');
    expect(textarea).toHaveAttribute('aria-invalid', 'true');
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('closes on Annuler without saving', async () => {
    const fetchMock = mockFetch();
    const { user, onCancel } = renderEditor();
    await user.click(screen.getByRole('button', { name: 'Annuler' }));
    expect(onCancel).toHaveBeenCalledOnce();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
