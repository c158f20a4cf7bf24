import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { RefineActions } from './RefineActions.tsx';

const NAMES = ['Régénérer', 'Plus court', 'Plus long', 'Plus personnel'];

describe('RefineActions', () => {
  it('offers a premium user the four refinements, without a badge', async () => {
    const onRefine = vi.fn();
    render(<RefineActions premium busy={false} onRefine={onRefine} />);
    for (const name of NAMES) expect(screen.getByRole('button', { name })).not.toHaveTextContent('Premium');
    await userEvent.click(screen.getByRole('button', { name: 'Plus long' }));
    expect(onRefine).toHaveBeenCalledWith('longer');
  });

  it('shows them to the free plan with the Premium badge, and refines nothing', async () => {
    const onRefine = vi.fn();
    render(<RefineActions premium={false} busy={false} onRefine={onRefine} />);
    for (const name of NAMES) expect(screen.getByRole('button', { name: `${name} Premium` })).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: 'Régénérer Premium' }));
    expect(onRefine).not.toHaveBeenCalled();
  });

  it('waits while a version is being written', () => {
    render(<RefineActions premium busy onRefine={vi.fn()} />);
    for (const name of NAMES) expect(screen.getByRole('button', { name })).toBeDisabled();
  });
});
