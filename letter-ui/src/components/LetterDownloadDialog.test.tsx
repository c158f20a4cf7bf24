import { useState } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { Button } from '@lettra/shared-ui';
import { LetterDownloadDialog, type LayoutDescription } from './LetterDownloadDialog.tsx';

const text = { sizePt: 11, bold: false, colour: '#111111' };
const CLASSIQUE: LayoutDescription = {
  id: 'classique',
  label: 'Classique',
  hint: 'Sobre',
  font: { css: 'serif' },
  marginCm: { top: 2, side: 2, bottom: 2 },
  body: { ...text, lineHeight: 1.2, paragraphGap: 6 },
  name: { ...text, bold: true },
  contact: { ...text, oneLine: false },
  rule: null,
  recipientIndent: 0,
  dateAlign: 'right',
  headerGap: 12,
};

/** 'Télécharger' as the result view shows it: busy, so disabled, while the download runs. */
function DownloadButton({ onDownload }: { onDownload: () => Promise<void> }) {
  const [downloading, setDownloading] = useState(false);
  const download = async () => {
    setDownloading(true);
    await onDownload();
    setDownloading(false);
  };
  return (
    <LetterDownloadDialog
      layouts={[CLASSIQUE]}
      onDownload={() => void download()}
      trigger={<Button loading={downloading}>Télécharger</Button>}
    />
  );
}

describe('LetterDownloadDialog', () => {
  it('gives focus back to "Télécharger" once the download it started ends, not to the page', async () => {
    const user = userEvent.setup();
    let finish = () => {};
    const onDownload = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<DownloadButton onDownload={onDownload} />);
    const trigger = screen.getByRole('button', { name: 'Télécharger' });

    await user.click(trigger);
    await user.click(screen.getByRole('button', { name: 'Format Word (.docx)' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onDownload).toHaveBeenCalledOnce();
    expect(trigger).toBeDisabled();

    finish();
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('gives focus back to "Télécharger" at once when closed without downloading', async () => {
    const user = userEvent.setup();
    render(<DownloadButton onDownload={vi.fn(async () => {})} />);
    await user.click(screen.getByRole('button', { name: 'Télécharger' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Télécharger' })).toHaveFocus();
  });

  it('keeps both formats in the pinned footer, the larger preview only on wider screens', async () => {
    const user = userEvent.setup();
    render(<DownloadButton onDownload={vi.fn(async () => {})} />);
    await user.click(screen.getByRole('button', { name: 'Télécharger' }));
    const word = screen.getByRole('button', { name: 'Format Word (.docx)' });
    expect(word.parentElement).toHaveClass('sticky', 'bottom-0');
    expect(word.parentElement).toContainElement(screen.getByRole('button', { name: 'Format PDF' }));
    expect(screen.getByRole('figure')).toHaveClass('hidden', 'sm:flex');
  });
});
