import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster, toast } from '@lettra/shared-ui';
import { loadAllLater } from '../../../lib/load-later.ts';
import { named } from '../../../test/named.ts';
import { ContactSupport } from './ContactSupport.tsx';
import { FaqGroups } from './FaqGroups.tsx';

const question = (name: string) => screen.getByRole('button', { name: named(name) });

// The accordion's code, fetched by the first accordion drawn, is there from the start.
beforeAll(loadAllLater);

describe('FaqGroups', () => {
  it('shows the four groups of docs/product.md §2 as headings', () => {
    render(<FaqGroups />);
    const titles = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(titles).toEqual(['Général', 'Utilisation', 'Abonnements', 'Technique']);
  });

  it('keeps one answer open on the whole page, across groups', async () => {
    const user = userEvent.setup();
    render(<FaqGroups />);

    await user.click(question('Lettra est-il gratuit ?'));
    expect(question('Lettra est-il gratuit ?')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(/jusqu’à 3 lettres par mois/)).toBeVisible();

    // A question of another group ('Abonnements') closes the one open in 'Général'.
    await user.click(question('Existe-t-il une réduction pour les étudiants ?'));
    expect(question('Existe-t-il une réduction pour les étudiants ?')).toHaveAttribute('aria-expanded', 'true');
    expect(question('Lettra est-il gratuit ?')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getAllByRole('button', { expanded: true })).toHaveLength(1);
  });

  it('closes the open answer when its question is clicked again', async () => {
    const user = userEvent.setup();
    render(<FaqGroups />);
    await user.click(question('Comment suis-je facturé ?'));
    await user.click(question('Comment suis-je facturé ?'));
    expect(screen.queryAllByRole('button', { expanded: true })).toHaveLength(0);
  });

  it('opens a question from the keyboard', async () => {
    const user = userEvent.setup();
    render(<FaqGroups />);
    await user.tab();
    expect(question('Qu’est-ce que Lettra ?')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(question('Qu’est-ce que Lettra ?')).toHaveAttribute('aria-expanded', 'true');
  });
});

describe('ContactSupport', () => {
  afterEach(() => act(() => void toast.dismiss()));

  it("only shows the toast 'Message envoyé'", async () => {
    const user = userEvent.setup();
    render(
      <>
        <ContactSupport />
        <Toaster />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Contacter le support' }));
    expect(await screen.findByText('Message envoyé')).toBeInTheDocument();
  });
});
