import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fr } from '@lettra/shared-ui/strings';
import { findToast } from '../../../test/find-toast.ts';
import { fakeApi, fileAnswer, refusal, renderWithSession, type Persona } from '@lettra/shared-ui/testing';
import { previewTexts } from '../content/preview-texts.ts';
import { LetterPreview } from './LetterPreview.tsx';

const LETTER = 'Madame, Monsieur,\n\nJe souhaite rejoindre Acme.\nJe vous prie d’agréer mes salutations.';

function renderPreview({ locked, persona = 'premium', onEdit }: { locked: boolean; persona?: Persona; onEdit?: () => void }) {
  const user = userEvent.setup();
  renderWithSession(
    <LetterPreview
      content={LETTER}
      locked={locked}
      writing={false}
      letterId="letter_1"
      onEdit={onEdit}
      unlockTarget={persona === 'premium' ? null : persona === 'free' ? '/checkout' : '/signup'}
    />,
    { persona },
  );
  return user;
}

describe('LetterPreview', () => {
  it('shows the letter as one paragraph per line, as text', () => {
    renderPreview({ locked: false });
    expect(screen.getByRole('heading', { name: fr.preview.title })).toBeInTheDocument();
    const letter = screen.getByRole('article', { name: previewTexts.letterLabel });
    expect(letter.querySelectorAll('p')).toHaveLength(3);
    expect(screen.getByText('Je souhaite rejoindre Acme.')).toBeInTheDocument();
  });

  it('shows markup from the model literally, never as HTML', () => {
    renderWithSession(
      <LetterPreview content={'<img src=x onerror="alert(1)">Bonjour'} locked={false} writing={false} letterId="l" unlockTarget={null} />,
    );
    expect(screen.getByText('<img src=x onerror="alert(1)">Bonjour')).toBeInTheDocument();
    expect(document.querySelector('img')).toBeNull();
  });

  describe('locked (free user)', () => {
    it('greys out Télécharger and says the rest is for Premium', () => {
      renderPreview({ locked: true, persona: 'free' });
      expect(screen.getByRole('button', { name: fr.common.download })).toBeDisabled();
      expect(screen.getByText(fr.preview.lockedNote)).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: fr.common.edit })).not.toBeInTheDocument();
    });

    it('refuses to copy with the "Fonctionnalité premium" toast', async () => {
      const user = renderPreview({ locked: true, persona: 'free' });
      const writeText = vi.spyOn(navigator.clipboard, 'writeText');
      await user.click(screen.getByRole('button', { name: fr.common.copy }));
      const toast = await findToast('Fonctionnalité premium', "Passez à l'abonnement Premium pour télécharger et copier vos lettres");
      expect(toast.type).toBe('error');
      expect(writeText).not.toHaveBeenCalled();
    });

    it.each([
      ['free', '/checkout'],
      ['visitor', '/signup'],
    ] as const)('leads a %s user from "Débloquez l\'accès complet" to %s', async (persona, target) => {
      const user = renderPreview({ locked: true, persona });
      await user.click(screen.getByRole('link', { name: "Débloquez l'accès complet" }));
      expect(screen.getByLabelText('Adresse actuelle')).toHaveTextContent(target);
    });
  });

  describe('unlocked (premium)', () => {
    it('copies the letter to the clipboard', async () => {
      const user = renderPreview({ locked: false });
      await user.click(screen.getByRole('button', { name: fr.common.copy }));
      const toast = await findToast('Copié!', 'Le texte a été copié dans le presse-papier');
      expect(toast.type).toBe('success');
      await expect(navigator.clipboard.readText()).resolves.toBe(LETTER);
    });

    it('offers Modifier only when editing is available, and hides the unlock button', async () => {
      const onEdit = vi.fn();
      const user = renderPreview({ locked: false, onEdit });
      await user.click(screen.getByRole('button', { name: fr.common.edit }));
      expect(onEdit).toHaveBeenCalledOnce();
      expect(screen.queryByRole('link', { name: fr.preview.unlock })).not.toBeInTheDocument();
    });

    it.each([
      ['Format Word (.docx)', 'docx', 'Votre lettre a été téléchargée au format Word'],
      ['Format PDF', 'pdf', 'Votre lettre a été téléchargée au format PDF'],
    ])('downloads "%s" from the api under the name it gives', async (item, format, message) => {
      const { fetchMock } = fakeApi({
        'GET /letters/:id/export.:format': () => fileAnswer('%PDF', { 'Content-Disposition': `attachment; filename="lettre_de_motivation.${format}"` }),
      });
      // jsdom has no object URLs.
      const createObjectURL = vi.fn(() => 'blob:lettre');
      Object.defineProperty(URL, 'createObjectURL', { value: createObjectURL, configurable: true });
      Object.defineProperty(URL, 'revokeObjectURL', { value: vi.fn(), configurable: true });
      let savedAs = '';
      vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
        savedAs = this.download;
      });
      const user = renderPreview({ locked: false });
      screen.getByRole('button', { name: fr.common.download }).focus();
      await user.keyboard('{Enter}');
      await user.click(within(await screen.findByRole('dialog', { name: 'Télécharger votre lettre' })).getByRole('button', { name: item }));

      const toast = await findToast('Téléchargement réussi', message);
      expect(toast.type).toBe('success');
      // The classic layout unless another is chosen; the dialog closes as the download starts.
      expect(fetchMock).toHaveBeenCalledWith(`/api/letters/letter_1/export.${format}?layout=classique`, expect.objectContaining({ credentials: 'include' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(savedAs).toBe(`lettre_de_motivation.${format}`);
      await waitFor(() => expect(createObjectURL).toHaveBeenCalledOnce());
    });

    it('shows the api refusal when a download fails', async () => {
      fakeApi({
        'GET /letters/:id/export.:format': () => refusal(403, { code: 'PremiumRequiredError', title: 'Fonctionnalité premium', message: 'Passez à Premium.' }),
      });
      const user = renderPreview({ locked: false });
      screen.getByRole('button', { name: fr.common.download }).focus();
      await user.keyboard('{Enter}');
      await user.click(await screen.findByRole('button', { name: 'Format PDF' }));
      expect((await findToast('Fonctionnalité premium', 'Passez à Premium.')).type).toBe('error');
    });

    it('downloads in the layout chosen in a labelled radio group, whose preview follows the choice', async () => {
      const { fetchMock } = fakeApi({ 'GET /letters/:id/export.:format': () => fileAnswer('%PDF', {}) });
      Object.defineProperty(URL, 'createObjectURL', { value: vi.fn(() => 'blob:lettre'), configurable: true });
      Object.defineProperty(URL, 'revokeObjectURL', { value: vi.fn(), configurable: true });
      vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
      const user = renderPreview({ locked: false });
      await user.click(screen.getByRole('button', { name: fr.common.download }));

      const dialog = await screen.findByRole('dialog', { name: 'Télécharger votre lettre' });
      const group = within(dialog).getByRole('group', { name: 'Mise en page' });
      expect(within(group).getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(['classique', 'moderne', 'sobre']);
      expect(within(group).getByRole('radio', { name: 'Classique' })).toBeChecked();
      expect(within(group).getByRole('radio', { name: 'Moderne' })).toHaveAccessibleDescription(
        'Sans empattements, votre nom en grand et en couleur, coordonnées sur une ligne.',
      );
      expect(within(dialog).getByText('Aperçu : Classique')).toBeInTheDocument();

      await user.click(within(group).getByRole('radio', { name: 'Moderne' }));
      expect(within(group).getByRole('radio', { name: 'Moderne' })).toBeChecked();
      expect(within(dialog).getByText('Aperçu : Moderne')).toBeInTheDocument();
      await user.click(within(dialog).getByRole('button', { name: 'Format PDF' }));

      await findToast('Téléchargement réussi', 'Votre lettre a été téléchargée au format PDF');
      expect(fetchMock).toHaveBeenCalledWith('/api/letters/letter_1/export.pdf?layout=moderne', expect.objectContaining({ credentials: 'include' }));
    });
  });
});
