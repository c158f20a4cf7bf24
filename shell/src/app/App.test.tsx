import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteRead } from '../routes/read-routes.ts';
import { App } from './App.tsx';

// The shell's routes are the remotes' (docs/federation.md 'Routes declared by the remotes'): a path no
// remote reached declares is not found, unless a remote did not answer, whose path it may be.
const map = { mfe_marketing: '/mfe/marketing/mf-manifest.json', mfe_blog: '/mfe/blog/mf-manifest.json' };
const faq = { remote: 'mfe_marketing', path: '/faq', screen: 'FaqPage', title: 'FAQ', signedIn: false, nav: { menu: 'main' as const, label: 'FAQ' } };
const blog = { path: '/blog', screen: 'BlogListPage', title: 'Blog', signedIn: false, nav: { menu: 'main', label: 'Blog' } };

/** The api of a visitor, and the blog's routes.json once it answers again. */
function fakeNetwork() {
  const fetch = vi.fn(async (url: string) => {
    if (url === '/api/auth/session') return Response.json({ user: null, premiumDayEndsAt: null });
    if (url === '/api/billing/config') return Response.json({ configured: false, demoMode: true, publishableKey: null, webhookConfigured: false });
    if (url.endsWith('/mfe/blog/routes.json')) return Response.json([blog]);
    return new Response('', { status: 404 });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function renderAt(path: string, reads: RouteRead[]) {
  window.history.pushState({}, '', path);
  return render(<App routes={{ map, reads }} />);
}

const mainNav = () => screen.getByRole('navigation', { name: 'Navigation principale' });

afterEach(() => vi.unstubAllGlobals());

it('shows the not-found page on a path no remote declares, every remote having answered', async () => {
  fakeNetwork();
  renderAt('/nulle-part', [
    { remote: 'mfe_marketing', manifest: map.mfe_marketing, routes: [faq] },
    { remote: 'mfe_blog', manifest: map.mfe_blog, routes: [] },
  ]);
  expect(await screen.findByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeInTheDocument();
  expect(within(mainNav()).getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '/faq');
});

it('shows the remotes’ fallback where a remote did not answer, and its route and link once the retry reads them', async () => {
  const fetch = fakeNetwork();
  const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  renderAt('/blog', [
    { remote: 'mfe_marketing', manifest: map.mfe_marketing, routes: [faq] },
    { remote: 'mfe_blog', manifest: map.mfe_blog, routes: null },
  ]);
  expect(await screen.findByText('Cette section est momentanément indisponible')).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Oops! Page not found' })).toBeNull();
  expect(within(mainNav()).queryByRole('link', { name: 'Blog' })).toBeNull();

  await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
  // The blog's route is served now: its region names it (its code is not registered in this test).
  expect(await screen.findByText(/« Blog » n'a pas pu être chargé/)).toBeInTheDocument();
  expect(within(mainNav()).getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog');
  expect(fetch).toHaveBeenCalledWith(`${window.location.origin}/mfe/blog/routes.json`, { cache: 'no-cache' });
  expect(fetch).not.toHaveBeenCalledWith(`${window.location.origin}/mfe/marketing/routes.json`, expect.anything());
  error.mockRestore();
});
