import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter } from 'react-router';
import { readPrerenderedPage, usePrerenderedPage, type PrerenderedPage } from './prerendered-page.ts';

function Page({ initial }: { initial: PrerenderedPage | null }) {
  const html = usePrerenderedPage(initial);
  return (
    <>
      <output>{html ?? 'rien'}</output>
      <Link to="/faq">FAQ</Link>
      <Link to="/pricing">Tarifs</Link>
    </>
  );
}

it('reads the page the server drew in the layout’s slot, before React replaces it', () => {
  document.body.innerHTML = '<div id="root"><nav>Lettra</nav><main><div data-prerendered="" class="contents"><h1>Tarifs</h1></div></main></div>';
  expect(readPrerenderedPage(document, '/pricing')).toEqual({ path: '/pricing', html: '<h1>Tarifs</h1>' });
  document.body.innerHTML = '<div id="root"></div>';
  expect(readPrerenderedPage(document, '/settings')).toBeNull();
});

it('gives the server’s page only at its own address, and never again once the visitor has left it', async () => {
  render(
    <MemoryRouter initialEntries={['/pricing']}>
      <Page initial={{ path: '/pricing', html: '<h1>Tarifs</h1>' }} />
    </MemoryRouter>,
  );
  expect(screen.getByRole('status')).toHaveTextContent('<h1>Tarifs</h1>');
  await userEvent.click(screen.getByRole('link', { name: 'FAQ' }));
  expect(screen.getByRole('status')).toHaveTextContent('rien');
  await userEvent.click(screen.getByRole('link', { name: 'Tarifs' }));
  expect(screen.getByRole('status')).toHaveTextContent('rien');
});
