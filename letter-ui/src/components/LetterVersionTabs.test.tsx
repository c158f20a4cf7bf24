import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { LetterVersionTabs } from './LetterVersionTabs.tsx';

const HINT = 'Choisissez la version à conserver.';

/** Three versions whose choice is kept, as the generator and my letters keep it. */
function ThreeVersions({ locked = false, onSelect = vi.fn() }: { locked?: boolean; onSelect?: (index: number) => void }) {
  const [selected, setSelected] = useState(0);
  const select = (index: number) => {
    onSelect(index);
    setSelected(index);
  };
  return (
    <LetterVersionTabs count={3} selected={selected} onSelect={select} locked={locked} hint={HINT}>
      <p>Texte de la version {selected + 1}</p>
    </LetterVersionTabs>
  );
}

describe('LetterVersionTabs', () => {
  it('names the versions in a labelled tab list, with the hint and the chosen version’s panel', () => {
    render(<ThreeVersions />);
    const tabs = screen.getAllByRole('tab');
    expect(screen.getByRole('tablist', { name: 'Versions de la lettre' })).toBeInTheDocument();
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Version 1', 'Version 2', 'Version 3']);
    expect(screen.getByRole('tab', { name: 'Version 1' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText(HINT)).toBeInTheDocument();
    expect(screen.getByRole('tabpanel', { name: 'Version 1' })).toHaveTextContent('Texte de la version 1');
  });

  it('moves with the arrow keys without choosing, and chooses with Enter (manual activation)', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(<ThreeVersions onSelect={onSelect} />);
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Version 1' })).toHaveFocus();

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Version 2' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Version 2' })).toHaveAttribute('aria-selected', 'false');
    expect(onSelect).not.toHaveBeenCalled();

    await user.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledExactlyOnceWith(1);
    expect(screen.getByRole('tab', { name: 'Version 2' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Version 2' })).toHaveTextContent('Texte de la version 2');
  });

  it('lets no other version be chosen while locked', async () => {
    const onSelect = vi.fn();
    render(<ThreeVersions locked onSelect={onSelect} />);
    expect(screen.getByRole('tab', { name: 'Version 1' })).toBeEnabled();
    expect(screen.getByRole('tab', { name: 'Version 2' })).toBeDisabled();
    expect(screen.getByRole('tab', { name: 'Version 3' })).toBeDisabled();
    await userEvent.click(screen.getByRole('tab', { name: 'Version 3' }));
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('names each version by what made it where known, on one line that scrolls rather than wraps', () => {
    render(
      <LetterVersionTabs count={5} selected={4} onSelect={vi.fn()} locked={false} labels={[undefined, undefined, undefined, 'Plus court', 'Réécriture §2']} hint={HINT}>
        <p>Texte</p>
      </LetterVersionTabs>,
    );
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Version 1', 'Version 2', 'Version 3', 'Plus court', 'Réécriture §2']);
    expect(screen.getByRole('tablist')).not.toHaveClass('flex-wrap');
    expect(screen.getByRole('tablist')).toHaveClass('overflow-x-auto');
  });

  it('stays in place while a new version is written, marked busy', () => {
    const { container } = render(
      <LetterVersionTabs count={3} selected={0} onSelect={vi.fn()} locked busy hint={HINT}>
        <p>Texte</p>
      </LetterVersionTabs>,
    );
    expect(screen.getAllByRole('tab')).toHaveLength(3);
    expect(container.querySelector('[aria-busy="true"]')).toContainElement(screen.getByRole('tablist'));
  });
});
