import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Link } from './Link.tsx';
import { NavLink } from './NavLink.tsx';

function Here() {
  const { pathname, search, state } = useLocation();
  return <p>{`ici : ${pathname}${search} ${JSON.stringify(state)}`}</p>;
}

const at = (path: string, ui: React.ReactNode) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      {ui}
      <Here />
    </MemoryRouter>,
  );

describe('Link', () => {
  it('navigates in the app on a click, with its state, and writes its address', async () => {
    at('/', <Link to="/pricing?plan=premium" state={{ from: 'accueil' }}>Tarifs</Link>);
    const link = screen.getByRole('link', { name: 'Tarifs' });
    expect(link).toHaveAttribute('href', '/pricing?plan=premium');
    expect(link).not.toHaveAttribute('data-discover');
    await userEvent.click(link);
    expect(screen.getByText('ici : /pricing?plan=premium {"from":"accueil"}')).toBeInTheDocument();
  });

  it('leaves a click to the browser with a modifier key, a reloadDocument or a handler that prevents it', async () => {
    at(
      '/',
      <>
        <Link to="/a" reloadDocument onClick={(event) => event.preventDefault()}>
          A
        </Link>
        <Link to="/b" onClick={(event) => event.preventDefault()}>
          B
        </Link>
        <Link to="/c" target="_blank">
          C
        </Link>
      </>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'A' }));
    await userEvent.click(screen.getByRole('link', { name: 'B' }));
    expect(screen.getByText('ici : / null')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'C' })).toHaveAttribute('target', '_blank');
  });

  it('links another origin as it is, and this origin through the router', async () => {
    at(
      '/',
      <>
        <Link to="https://stripe.example/checkout">Payer</Link>
        <Link to={`${window.location.origin}/faq#prix`}>FAQ</Link>
      </>,
    );
    expect(screen.getByRole('link', { name: 'Payer' })).toHaveAttribute('href', 'https://stripe.example/checkout');
    expect(screen.getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '/faq#prix');
    await userEvent.click(screen.getByRole('link', { name: 'FAQ' }));
    expect(screen.getByText('ici : /faq null')).toBeInTheDocument();
  });
});

describe('NavLink', () => {
  const links = (
    <nav>
      <NavLink to="/" end className={({ isActive }) => (isActive ? 'on' : 'off')}>
        Accueil
      </NavLink>
      <NavLink to="/blog" className="lien">
        Blog
      </NavLink>
    </nav>
  );

  // The current page as react-router marks it: the home link on the home page only, a section's link on
  // its pages below, whatever the case.
  it.each([
    ['/', 'on', null],
    ['/blog', 'off', 'page'],
    ['/Blog/un-article', 'off', 'page'],
    ['/blogue', 'off', null],
  ])('on %s draws the home link %s and marks the blog’s aria-current %s', (path, home, blog) => {
    at(path, links);
    expect(screen.getByRole('link', { name: 'Accueil' })).toHaveClass(home);
    const blogLink = screen.getByRole('link', { name: 'Blog' });
    if (blog) expect(blogLink).toHaveAttribute('aria-current', blog);
    else expect(blogLink).not.toHaveAttribute('aria-current');
    expect(blogLink.className).toBe(blog ? 'lien active' : 'lien');
  });
});
