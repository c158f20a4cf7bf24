import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { importTexts } from '../content/import-texts.ts';
import { extractPdfText } from '../model/extract-pdf-text.ts';
import { CvImportButton } from './CvImportButton.tsx';

vi.mock('../model/extract-pdf-text.ts', () => ({ extractPdfText: vi.fn() }));

function setup({ fieldFilled = false } = {}) {
  const onImported = vi.fn();
  // applyAccept off: a user can always pick "all files" in the dialog, so the reader must refuse too.
  const user = userEvent.setup({ applyAccept: false });
  render(<CvImportButton onImported={onImported} fieldFilled={fieldFilled} />);
  return { user, onImported, input: screen.getByLabelText(importTexts.inputLabel) };
}

describe('CvImportButton', () => {
  it('fills the CV with the text of a .txt file and says so', async () => {
    const { user, onImported, input } = setup();
    await user.upload(input, new File(['Léa Dubois, développeuse React'], 'mon-cv.txt', { type: 'text/plain' }));
    expect(onImported).toHaveBeenCalledWith('Léa Dubois, développeuse React');
    expect(await screen.findByRole('status')).toHaveTextContent(importTexts.imported('mon-cv.txt'));
  });

  it('refuses an unsupported file with a French error and leaves the CV alone', async () => {
    const { user, onImported, input } = setup();
    await user.upload(input, new File(['x'], 'photo.jpg', { type: 'image/jpeg' }));
    expect(await screen.findByText(importTexts.unsupported)).toBeInTheDocument();
    expect(onImported).not.toHaveBeenCalled();
  });

  it('explains that a PDF with no text is probably scanned', async () => {
    vi.mocked(extractPdfText).mockResolvedValue('');
    const { user, onImported, input } = setup();
    await user.upload(input, new File(['%PDF-1.7'], 'scan.pdf', { type: 'application/pdf' }));
    expect(
      await screen.findByText(
        'Ce PDF ne contient pas de texte sélectionnable (document scanné ?). Copiez-collez le contenu de votre CV.',
      ),
    ).toBeInTheDocument();
    expect(onImported).not.toHaveBeenCalled();
  });

  it('opens the file picker from the visible button', async () => {
    const { user, input } = setup();
    const click = vi.spyOn(input, 'click');
    await user.click(screen.getByRole('button', { name: importTexts.button }));
    expect(click).toHaveBeenCalledOnce();
  });

  describe('when the CV field already holds text', () => {
    const cvFile = () => new File(['Léa Dubois, développeuse React'], 'mon-cv.txt', { type: 'text/plain' });

    it('asks before replacing it, and replaces it on "Remplacer"', async () => {
      const { user, onImported, input } = setup({ fieldFilled: true });
      await user.upload(input, cvFile());
      const dialog = await screen.findByRole('alertdialog', { name: 'Remplacer le CV collé ?' });
      expect(dialog).toHaveAccessibleDescription('Le texte du CV déjà saisi sera remplacé par celui du fichier.');
      expect(onImported).not.toHaveBeenCalled();
      await user.click(screen.getByRole('button', { name: 'Remplacer' }));
      expect(onImported).toHaveBeenCalledWith('Léa Dubois, développeuse React');
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
      expect(screen.getByRole('status')).toHaveTextContent(importTexts.imported('mon-cv.txt'));
    });

    it('keeps the pasted CV on "Annuler"', async () => {
      const { user, onImported, input } = setup({ fieldFilled: true });
      await user.upload(input, cvFile());
      await user.click(await screen.findByRole('button', { name: 'Annuler' }));
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
      expect(onImported).not.toHaveBeenCalled();
      expect(screen.getByRole('status')).toHaveTextContent(importTexts.formats);
    });

    it('keeps the pasted CV on Escape', async () => {
      const { user, onImported, input } = setup({ fieldFilled: true });
      await user.upload(input, cvFile());
      await screen.findByRole('alertdialog');
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
      expect(onImported).not.toHaveBeenCalled();
    });

    it('does not ask for a file it cannot read', async () => {
      const { user, onImported, input } = setup({ fieldFilled: true });
      await user.upload(input, new File(['x'], 'photo.jpg', { type: 'image/jpeg' }));
      expect(await screen.findByText(importTexts.unsupported)).toBeInTheDocument();
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
      expect(onImported).not.toHaveBeenCalled();
    });
  });
});
