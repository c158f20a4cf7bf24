import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter } from 'react-router';
import type { PageHead } from '@lettra/federation-config/page-manifest';
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
