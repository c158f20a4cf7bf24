import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PreviewInterstitial } from './PreviewInterstitial.tsx';

function renderInterstitial() {
  const onContinue = vi.fn();
  const onCancel = vi.fn();
  render(
    <PreviewInterstitial remote="mfe_blog" origin="https://preview.lettra.fr" expiresAt={new Date('2026-11-29T11:00:00.000Z')} onContinue={onContinue} onCancel={onCancel} />,
  );
  return { onContinue, onCancel };
}

describe('PreviewInterstitial', () => {
  it('is a labelled dialog saying in French that this tab will run a test version of a part of Lettra, and from where', () => {
    renderInterstitial();
    const dialog = screen.getByRole('dialog', { name: 'Ouvrir une version de test ?' });
    expect(dialog).toHaveAccessibleDescription(expect.stringContaining('Ce lien fait tourner dans cet onglet une version de test d’une partie de Lettra (mfe_blog)'));
    expect(dialog).toHaveTextContent('Version chargée depuis https://preview.lettra.fr');
  });

  it('continues only on ‘Continuer avec la version de test’', async () => {
    const { onContinue, onCancel } = renderInterstitial();
    await userEvent.click(screen.getByRole('button', { name: 'Continuer avec la version de test' }));
    expect(onContinue).toHaveBeenCalledOnce();
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('cancels on ‘Annuler’ and on Escape (the browser’s cancel event of a modal dialog)', async () => {
    const { onContinue, onCancel } = renderInterstitial();
    await userEvent.click(screen.getByRole('button', { name: 'Annuler' }));
    fireEvent(screen.getByRole('dialog'), new Event('cancel', { cancelable: true }));
    expect(onCancel).toHaveBeenCalledTimes(2);
    expect(onContinue).not.toHaveBeenCalled();
  });
});
