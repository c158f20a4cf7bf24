import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithSession, type Persona } from '@lettra/shared-ui/testing';
import { CallToAction } from './CallToAction.tsx';
import { Hero } from './Hero.tsx';

describe('Hero', () => {
  // docs/product.md §2: 'Essayez gratuitement' goes to /dashboard when signed in, otherwise /signup.
  it.each<[Persona, string]>([
    ['visitor', '/signup'],
    ['free', '/dashboard'],
    ['premium', '/dashboard'],
  ])("sends a %s from 'Essayez gratuitement' to %s", async (persona, target) => {
    const user = userEvent.setup();
    renderWithSession(<Hero />, { persona });

    const tryFree = screen.getByRole('link', { name: 'Essayez gratuitement' });
    expect(tryFree).toHaveAttribute('href', target);
    await user.click(tryFree);
    expect(screen.getByRole('status', { name: 'Adresse actuelle' })).toHaveTextContent(target);
  });

  it("leads 'Voir des exemples' to /examples", () => {
    renderWithSession(<Hero />);
    expect(screen.getByRole('link', { name: 'Voir des exemples' })).toHaveAttribute('href', '/examples');
  });

  it('is the page title', () => {
    renderWithSession(<Hero />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });
});

describe('CallToAction', () => {
  it.each<[Persona, string]>([
    ['visitor', '/signup'],
    ['free', '/dashboard'],
  ])('leads a %s where the hero does (%s)', (persona, target) => {
    renderWithSession(<CallToAction />, { persona });
    expect(screen.getByRole('link', { name: 'Commencer maintenant' })).toHaveAttribute('href', target);
  });
});
