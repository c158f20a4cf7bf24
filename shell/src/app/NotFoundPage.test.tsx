import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { NotFoundPage } from './NotFoundPage.tsx';

it('shows the English not-found text of the spec with a link home', () => {
  render(
    <MemoryRouter>
      <NotFoundPage />
    </MemoryRouter>,
  );
  expect(screen.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: "Retour à l'accueil" })).toHaveAttribute('href', '/');
});
