import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { AuthContext, type AuthContextValue } from '@lettra/shared-ui';
import { RoutesContext } from '../routes/routes-context.ts';
import { authValue, sampleUser } from '../test/auth-value.ts';
import { routesValue } from '../test/routes-value.ts';
import { VisitorAtLoadContext } from '../session/visitor-at-load.ts';
import { DrawnByServerContext } from './drawn-by-server.ts';
import { TopNav } from './TopNav.tsx';

function renderNav(value: AuthContextValue, { visitorAtLoad = false } = {}) {
  return render(
    <MemoryRouter>
      <VisitorAtLoadContext value={visitorAtLoad}>
        <RoutesContext value={routesValue()}>
          <AuthContext value={value}>
            <TopNav />
          </AuthContext>
        </RoutesContext>
      </VisitorAtLoadContext>
    </MemoryRouter>,
  );
}

describe('TopNav', () => {
  it('drawn for the server’s HTML, holds the phone menu in a popover its button opens without scripts', () => {
    const { container } = render(
      <MemoryRouter>
        <DrawnByServerContext value>
          <RoutesContext value={routesValue()}>
            <AuthContext value={authValue({ status: 'loading' })}>
              <TopNav />
            </AuthContext>
          </RoutesContext>
        </DrawnByServerContext>
      </MemoryRouter>,
    );
    const toggle = container.querySelector('button[aria-label="Ouvrir le menu"]')!;
    expect(toggle).toHaveAttribute('popovertarget', 'menu-mobile');
    expect(toggle).not.toHaveAttribute('aria-expanded');
    const menu = container.querySelector('#menu-mobile')!;
    expect(menu).toHaveAttribute('popover', 'auto');
    expect(menu.querySelector('ul[data-nav="menu"] a')).toHaveAttribute('href');
    // The account links' room, for the api to draw signed out (frames.json accountLinks.menu).
    expect(within(menu as HTMLElement).getByText('Se connecter', { ignore: 'a' }).parentElement).toHaveClass('invisible');
  });

  it('offers sign-in and sign-up links to a visitor', () => {
    renderNav(authValue());
    expect(screen.getAllByRole('link', { name: 'Se connecter' })[0]).toHaveAttribute('href', '/login');
    expect(screen.getAllByRole('link', { name: "S'inscrire" })[0]).toHaveAttribute('href', '/signup');
    expect(screen.queryByText('Mon Compte')).not.toBeInTheDocument();
  });

  it('shows neither sign-in nor account links while the session is read, keeping their room', () => {
    renderNav(authValue({ status: 'loading' }));
    expect(screen.queryByRole('link', { name: 'Se connecter' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Mon Compte' })).not.toBeInTheDocument();
    // The room the links will take is held by invisible text hidden from assistive technology.
    const held = screen.getByText('Se connecter').parentElement!;
    expect(held).toHaveAttribute('aria-hidden', 'true');
    expect(held).toHaveClass('invisible');
  });

  it('keeps the sign-in links the server drew for a request without a session while the session is read', () => {
    const { rerender } = renderNav(authValue({ status: 'loading' }), { visitorAtLoad: true });
    expect(screen.getByRole('link', { name: 'Se connecter' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: "S'inscrire" })).toHaveAttribute('href', '/signup');
    expect(screen.getByRole('link', { name: 'Se connecter' }).parentElement).toHaveAttribute('data-account-links', 'visitor');

    // Signed in meanwhile (another tab): the account's links take their place once the session is read.
    rerender(
      <MemoryRouter>
        <VisitorAtLoadContext value>
          <RoutesContext value={routesValue()}>
            <AuthContext value={authValue({ user: sampleUser })}>
              <TopNav />
            </AuthContext>
          </RoutesContext>
        </VisitorAtLoadContext>
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Mon Compte' })).toHaveAttribute('href', '/dashboard');
    expect(screen.queryByRole('link', { name: 'Se connecter' })).not.toBeInTheDocument();
  });

  it('offers the account and logout to a signed-in user', async () => {
    const logout = vi.fn(async () => undefined);
    renderNav(authValue({ user: sampleUser, logout }));
    expect(screen.getAllByRole('link', { name: 'Mon Compte' })[0]).toHaveAttribute('href', '/dashboard');
    await userEvent.click(screen.getAllByRole('button', { name: 'Déconnexion' })[0]!);
    expect(logout).toHaveBeenCalledOnce();
  });

  it('opens a mobile menu holding the same entries', async () => {
    renderNav(authValue());
    const toggle = screen.getByRole('button', { name: 'Ouvrir le menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const menu = document.getElementById('menu-mobile')!;
    for (const name of ['Accueil', 'Exemples', 'Tarifs', 'FAQ', 'Blog', 'Se connecter', "S'inscrire"]) {
      expect(within(menu).getByRole('link', { name })).toBeInTheDocument();
    }
    await userEvent.click(screen.getByRole('button', { name: 'Fermer le menu' }));
    expect(document.getElementById('menu-mobile')).toBeNull();
  });
  it('closes the mobile menu on Escape, focus back on its button, and on a tap outside the bar', async () => {
    const user = userEvent.setup();
    renderNav(authValue());
    await user.click(screen.getByRole('button', { name: 'Ouvrir le menu' }));
    expect(document.getElementById('menu-mobile')).not.toBeNull();
    await user.keyboard('{Escape}');
    expect(document.getElementById('menu-mobile')).toBeNull();
    expect(screen.getByRole('button', { name: 'Ouvrir le menu' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Ouvrir le menu' }));
    await user.click(document.body);
    expect(document.getElementById('menu-mobile')).toBeNull();
  });

  it('keeps the mobile menu open for a tap inside it', async () => {
    const user = userEvent.setup();
    renderNav(authValue());
    await user.click(screen.getByRole('button', { name: 'Ouvrir le menu' }));
    const menu = document.getElementById('menu-mobile')!;
    await user.click(menu);
    expect(document.getElementById('menu-mobile')).toBe(menu);
    // Each page a block of its own: inline links' padding overlapped their neighbours as tap targets.
    for (const link of within(within(menu).getByRole('list')).getAllByRole('link')) expect(link).toHaveClass('block');
  });
});
