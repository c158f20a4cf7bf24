import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { AuthContext, type AuthContextValue } from '@lettra/shared-ui';
import { TestQueryProvider } from '@lettra/shared-ui/testing';
import { sessionFor } from '../test/session.ts';
import { RequireUser } from './RequireUser.tsx';

function CurrentAddress() {
  const location = useLocation();
  return <p role="note" aria-label="Adresse actuelle">{`${location.pathname}${location.search}`}</p>;
}

const page = (session: AuthContextValue) => (
  <AuthContext value={session}>
    <TestQueryProvider>
      <MemoryRouter initialEntries={['/my-letters?tab=favorites']}>
        <Routes>
          <Route path="/my-letters" element={<RequireUser>{(user) => <h1>{`Lettres de ${user.name}`}</h1>}</RequireUser>} />
          <Route path="*" element={<CurrentAddress />} />
        </Routes>
      </MemoryRouter>
    </TestQueryProvider>
  </AuthContext>
);

describe('RequireUser', () => {
  it('sends a user whose session ended on this page to the login page, with the page to come back to', () => {
    const view = render(page(sessionFor('free')));
    expect(screen.getByRole('heading', { name: 'Lettres de Léa Dubois' })).toBeInTheDocument();
    view.rerender(page(sessionFor('visitor')));
    expect(screen.getByLabelText('Adresse actuelle')).toHaveTextContent(/^\/login\?next=\/my-letters%3Ftab%3Dfavorites$/);
  });

  it('sends a visitor to the login page itself', () => {
    render(page(sessionFor('visitor')));
    expect(screen.getByLabelText('Adresse actuelle')).toHaveTextContent(/^\/login$/);
  });
});
