import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter } from 'react-router';
import type { PageHead } from '@lettra/contracts';
import type { PageHead as BuiltPageHead } from '@lettra/federation-config/page-manifest';
import { offContractAnswer } from '@lettra/shared-ui/testing';
import { routesValue } from '../test/routes-value.ts';
import { usePageHead } from './usePageHead.ts';

const faq: PageHead = { path: '/faq', title: 'Questions fréquentes | Lettra', description: 'Tout savoir.', kind: 'website' };

function Page() {
  usePageHead();
  return <Link to="/faq">FAQ</Link>;
}

it('leaves the head of a full load as the api wrote it, and reads the heads at the first navigation', async () => {
  const fetchHeads = vi.fn(async () => new Response(JSON.stringify([faq])));
  vi.stubGlobal('fetch', fetchHeads);
  document.title = 'Lettra — écrit par le serveur';
  render(
    <MemoryRouter initialEntries={['/']}>
      <Page />
    </MemoryRouter>,
  );
  expect(fetchHeads).not.toHaveBeenCalled();
  expect(document.title).toBe('Lettra — écrit par le serveur');

  await userEvent.click(screen.getByRole('link', { name: 'FAQ' }));
  await waitFor(() => expect(document.title).toBe('Questions fréquentes | Lettra'));
  expect(fetchHeads).toHaveBeenCalledWith('/pages.json');
  vi.unstubAllGlobals();
});

it('leaves out a /pages.json off its contract, with a warning, as it does an unreadable one', async () => {
  vi.stubGlobal('fetch', vi.fn(async () => offContractAnswer([{ ...faq, kind: 'faq' }])));
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  // /pages.json is read once per load: a fresh module is a fresh load.
  vi.resetModules();
  const fresh = await import('./usePageHead.ts');
  const { RoutesContext } = await import('../routes/routes-context.ts');
  function FreshPage() {
    fresh.usePageHead();
    return <Link to="/faq">FAQ</Link>;
  }
  render(
    <MemoryRouter initialEntries={['/']}>
      <RoutesContext value={routesValue()}>
        <FreshPage />
      </RoutesContext>
    </MemoryRouter>,
  );
  await userEvent.click(screen.getByRole('link', { name: 'FAQ' }));
  // The declared route's title for a screen without a head of its own: the list's was refused.
  await waitFor(() => expect(document.title).toBe('FAQ | Lettra'));
  expect(warn).toHaveBeenCalledWith('[lettra] /pages.json hors contrat, ignoré', [expect.objectContaining({ path: [0, 'kind'] })]);
  expect(document.querySelector('meta[name="description"]')).toBeNull();
  warn.mockRestore();
  vi.unstubAllGlobals();
});

it('the remotes write the heads their builds list (federation-config) in the shape of the contract', () => {
  expectTypeOf<BuiltPageHead>().toExtend<PageHead>();
});
