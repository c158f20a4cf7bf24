import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Link } from 'react-router';
import { Button } from './Button.tsx';

describe('Button', () => {
  it('renders a react-router link with the button look when asChild is set', () => {
    render(
      <MemoryRouter>
        <Button asChild variant="premium">
          <Link to="/checkout">Débloquer Premium</Link>
        </Button>
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: 'Débloquer Premium' });
    expect(link).toHaveAttribute('href', '/checkout');
    expect(link.className).toContain('from-accent-300');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('does not submit its form unless it is the submit button', async () => {
    const onSubmit = vi.fn((event: React.FormEvent) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <Button>Retour</Button>
        <Button type="submit">Suivant</Button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Retour' }));
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Suivant' }));
    expect(onSubmit).toHaveBeenCalledOnce();
  });

  it('is disabled and busy while loading, and ignores clicks', async () => {
    const onClick = vi.fn();
    render(
      <Button loading onClick={onClick}>
        Génération en cours...
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Génération en cours...' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('marks a disabled link as aria-disabled', () => {
    render(
      <Button asChild disabled>
        <a href="/checkout">Passer au Premium</a>
      </Button>,
    );
    expect(screen.getByRole('link', { name: 'Passer au Premium' })).toHaveAttribute('aria-disabled', 'true');
  });

  it("keeps the child's own class and runs both click handlers, the child's first", async () => {
    const calls: string[] = [];
    render(
      <Button asChild variant="outline" onClick={() => calls.push('button')}>
        <a
          href="/examples"
          className="extra"
          onClick={(event) => {
            event.preventDefault();
            calls.push('link');
          }}
        >
          Voir des exemples
        </a>
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Voir des exemples' });
    expect(link.className).toMatch(/border.* extra$/);
    await userEvent.click(link);
    expect(calls).toEqual(['link', 'button']);
  });
});
