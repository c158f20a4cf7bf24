import { render, screen } from '@testing-library/react';
import { MemoryRouter, useParams } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Outlet } from '../router.ts';
import { Route, Routes } from './Routes.tsx';

function Params({ name }: { name: string }) {
  return <p>{`${name} ${JSON.stringify(useParams())}`}</p>;
}

function Layout() {
  return (
    <div>
      <p>cadre</p>
      <Outlet />
    </div>
  );
}

/** The shell's routes as it composes them: a layout, the remotes' pages, then the not-found page. */
const app = (at: string) =>
  render(
    <MemoryRouter initialEntries={[at]}>
      <Routes>
        <Route element={<Layout />}>
          <Route path="*" element={<Params name="introuvable" />} />
          <Route path="/blog/:id" element={<Params name="article" />} />
          <Route path="/blog/a-la-une" element={<Params name="à la une" />} />
          <Route path="/blog" element={<Params name="blog" />} />
          <Route path="/" element={<Params name="accueil" />} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );

describe('Routes', () => {
  // Ranked as react-router ranks them, whatever the order they are declared in.
  it.each([
    ['/', 'accueil {}'],
    ['/blog', 'blog {}'],
    ['/blog/', 'blog {}'],
    ['/Blog', 'blog {}'],
    ['/blog/a-la-une', 'à la une {}'],
    ['/blog/un-article', 'article {"id":"un-article"}'],
    ['/blog/caf%C3%A9', 'article {"id":"café"}'],
    ['/blog/un-article/suite', 'introuvable {"*":"blog/un-article/suite"}'],
    ['/nulle-part', 'introuvable {"*":"nulle-part"}'],
  ])('shows %s inside the layout as %s', (at, shown) => {
    app(at);
    expect(screen.getByText('cadre')).toBeInTheDocument();
    expect(screen.getByText(shown)).toBeInTheDocument();
  });

  it('shows nothing where no route matches', () => {
    const { container } = render(
      <MemoryRouter initialEntries={['/ailleurs']}>
        <Routes>
          <Route path="/" element={<p>accueil</p>} />
        </Routes>
      </MemoryRouter>,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('reads an index route and a nested path below its parent, and a case-sensitive route as written', () => {
    const at = (path: string) =>
      render(
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/compte" element={<Layout />}>
              <Route index element={<p>tableau de bord</p>} />
              <Route path="lettres/:id" element={<Params name="lettre" />} />
            </Route>
            <Route path="/CGU" caseSensitive element={<p>conditions</p>} />
          </Routes>
        </MemoryRouter>,
      );
    at('/compte').unmount();
    at('/compte');
    expect(screen.getByText('tableau de bord')).toBeInTheDocument();
    at('/compte/lettres/7');
    expect(screen.getByText('lettre {"id":"7"}')).toBeInTheDocument();
    expect(at('/cgu').container).toBeEmptyDOMElement();
  });

  it('matches the routes of a nested Routes from where its parent route’s path ends', () => {
    function Blog() {
      return (
        <Routes>
          <Route path="/" element={<p>liste</p>} />
          <Route path=":id" element={<Params name="article" />} />
        </Routes>
      );
    }
    render(
      <MemoryRouter initialEntries={['/blog/un-article']}>
        <Routes>
          <Route path="/blog/*" element={<Blog />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.getByText('article {"*":"un-article","id":"un-article"}')).toBeInTheDocument();
  });
});
