import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { named } from '../../../test/named.ts';
import { letterExamples } from '../content/examples.ts';
import { ExampleCard } from './ExampleCard.tsx';
import { ExampleList } from './ExampleList.tsx';

const developer = letterExamples[0]!;
const openButton = () => screen.getByRole('button', { name: `Voir l’exemple complet : ${developer.job}` });

describe('ExampleCard', () => {
  it('opens the full example in a dialog, before and after letters included', async () => {
    const user = userEvent.setup();
    render(<ExampleCard example={developer} />);

    await user.click(openButton());

    const dialog = await screen.findByRole('dialog', { name: named(`Exemple : ${developer.job}`) });
    expect(within(dialog).getByRole('heading', { name: 'Avant' })).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: 'Après' })).toBeInTheDocument();
    expect(within(dialog).getByText(/réduit de 40 % les conflits de données/)).toBeInTheDocument();
  });

  it('opens with the keyboard and closes with Escape, focus back on its button', async () => {
    const user = userEvent.setup();
    render(<ExampleCard example={developer} />);

    openButton().focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog')).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(openButton()).toHaveFocus();
  });

  it("closes with the 'Fermer' button", async () => {
    const user = userEvent.setup();
    render(<ExampleCard example={developer} />);
    await user.click(openButton());
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Fermer' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('ExampleList', () => {
  it('shows the eight examples of docs/product.md §9, each with its own button', () => {
    render(<ExampleList examples={letterExamples} />);
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(8);
    expect(screen.getAllByRole('button', { name: /^Voir l’exemple complet : / })).toHaveLength(8);
  });
});
