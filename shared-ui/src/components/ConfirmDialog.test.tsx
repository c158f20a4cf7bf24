import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from './Button.tsx';
import { ConfirmDialog } from './ConfirmDialog.tsx';

function renderConfirm() {
  const onConfirm = vi.fn();
  const onCancel = vi.fn();
  render(
    <ConfirmDialog
      trigger={<Button variant="ghost">Supprimer</Button>}
      title="Supprimer cette lettre ?"
      description="Cette action est irréversible."
      confirmLabel="Supprimer définitivement"
      destructive
      onConfirm={onConfirm}
      onCancel={onCancel}
    />,
  );
  return { onConfirm, onCancel, user: userEvent.setup() };
}

describe('ConfirmDialog', () => {
  it('asks with an alertdialog whose focus starts on cancel', async () => {
    const { user } = renderConfirm();
    await user.click(screen.getByRole('button', { name: 'Supprimer' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Supprimer cette lettre ?' });
    expect(dialog).toHaveAccessibleDescription('Cette action est irréversible.');
    expect(screen.getByRole('button', { name: 'Annuler' })).toHaveFocus();
  });

  it('runs onConfirm once and closes when confirmed', async () => {
    const { user, onConfirm, onCancel } = renderConfirm();
    await user.click(screen.getByRole('button', { name: 'Supprimer' }));
    await user.click(screen.getByRole('button', { name: 'Supprimer définitivement' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    expect(onCancel).not.toHaveBeenCalled();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it.each([
    ['the cancel button', (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: 'Annuler' }))],
    ['Escape', (user: ReturnType<typeof userEvent.setup>) => user.keyboard('{Escape}')],
  ])('runs onCancel and not onConfirm when dismissed with %s', async (_how, dismiss) => {
    const { user, onConfirm, onCancel } = renderConfirm();
    await user.click(screen.getByRole('button', { name: 'Supprimer' }));
    await dismiss(user);
    expect(onCancel).toHaveBeenCalledOnce();
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
