import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from './Button.tsx';
import { DialogClose, DialogContent, DialogFooter, DialogRoot, DialogTrigger } from './Dialog.tsx';

function ExampleDialog() {
  return (
    <DialogRoot>
      <DialogTrigger asChild>
        <Button>Voir l'exemple</Button>
      </DialogTrigger>
      <DialogContent title="Développeur web" description="Avant et après">
        <p>Madame, Monsieur,</p>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Retour</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </DialogRoot>
  );
}

describe('Dialog', () => {
  it('opens as a named, described modal and keeps focus inside while tabbing', async () => {
    const user = userEvent.setup();
    render(<ExampleDialog />);
    await user.click(screen.getByRole('button', { name: "Voir l'exemple" }));

    const dialog = screen.getByRole('dialog', { name: 'Développeur web' });
    expect(dialog).toHaveAccessibleDescription('Avant et après');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);

    // Two focusable elements inside (Retour, Fermer): tabbing three times must never leave the dialog.
    for (let i = 0; i < 3; i += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('closes with Escape and returns focus to the trigger', async () => {
    const user = userEvent.setup();
    render(<ExampleDialog />);
    const trigger = screen.getByRole('button', { name: "Voir l'exemple" });
    await user.click(trigger);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it("closes with the 'Fermer' button", async () => {
    const user = userEvent.setup();
    render(<ExampleDialog />);
    await user.click(screen.getByRole('button', { name: "Voir l'exemple" }));
    await user.click(screen.getByRole('button', { name: 'Fermer' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('needs no description', async () => {
    const user = userEvent.setup();
    render(
      <DialogRoot>
        <DialogTrigger asChild>
          <Button>Ouvrir</Button>
        </DialogTrigger>
        <DialogContent title="Exemple complet">Texte</DialogContent>
      </DialogRoot>,
    );
    await user.click(screen.getByRole('button', { name: 'Ouvrir' }));
    expect(screen.getByRole('dialog', { name: 'Exemple complet' })).not.toHaveAttribute('aria-describedby');
  });
});
