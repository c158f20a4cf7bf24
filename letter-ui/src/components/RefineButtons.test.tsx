import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { toast, Toaster } from '@lettra/shared-ui';
import { RefineButtons } from './RefineButtons.tsx';

const NAMES = ['Régénérer', 'Plus court', 'Plus long', 'Plus personnel'];
const HINT = 'Chaque retouche ajoute une nouvelle version.';

describe('RefineButtons', () => {
  afterEach(() => act(() => toast.dismiss()));

  it('offers a premium user the four refinements in their group, without a badge', async () => {
    const onRefine = vi.fn();
    render(<RefineButtons premium busy={false} onRefine={onRefine} />);
    const group = screen.getByRole('group', { name: 'Retoucher la lettre' });
    for (const name of NAMES) expect(group).toContainElement(screen.getByRole('button', { name }));
    for (const name of NAMES) expect(screen.getByRole('button', { name })).not.toHaveTextContent('Premium');
    await userEvent.click(screen.getByRole('button', { name: 'Plus long' }));
    expect(onRefine).toHaveBeenCalledWith('longer');
  });

  it('shows them to the free plan with the Premium badge, refines nothing and says why', async () => {
    const onRefine = vi.fn();
    render(
      <>
        <Toaster />
        <RefineButtons premium={false} busy={false} onRefine={onRefine} hint={HINT} />
      </>,
    );
    for (const name of NAMES) expect(screen.getByRole('button', { name: `${name} Premium` })).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: 'Régénérer Premium' }));
    expect(onRefine).not.toHaveBeenCalled();
    expect(await screen.findByText('Fonctionnalité premium')).toBeInTheDocument();
    expect(screen.queryByText(HINT)).not.toBeInTheDocument();
  });

  it('waits while a version is being written', () => {
    render(<RefineButtons premium busy onRefine={vi.fn()} />);
    for (const name of NAMES) expect(screen.getByRole('button', { name })).toBeDisabled();
  });

  it('says the screen’s hint to a premium user only when given one', () => {
    const { rerender } = render(<RefineButtons premium busy={false} onRefine={vi.fn()} hint={HINT} />);
    expect(screen.getByText(HINT)).toBeInTheDocument();
    rerender(<RefineButtons premium busy={false} onRefine={vi.fn()} />);
    expect(screen.queryByText(HINT)).not.toBeInTheDocument();
  });
});
