import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { ForwardLink } from './ForwardLink.tsx';

describe('ForwardLink', () => {
  it('is a link named by its words alone, with the look of the button asked for', () => {
    render(
      <MemoryRouter>
        <ForwardLink to="/faq" variant="ghost" size="lg" className="mk:mt-8">
          Voir toutes les questions
        </ForwardLink>
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: 'Voir toutes les questions' });
    expect(link).toHaveAttribute('href', '/faq');
    expect(link).toHaveClass('mk:mt-8');
    expect(link.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
