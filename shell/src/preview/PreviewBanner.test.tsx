import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { PreviewBanner } from './PreviewBanner.tsx';
import { PreviewContext } from './preview-context.ts';
import { readStoredPreview, storePreview, type Preview } from './preview-session.ts';

const preview: Preview = { remote: 'mfe_blog', manifestUrl: 'http://localhost:4205/mf-manifest.json' };

function renderBanner(value: Preview | null) {
  return render(
    <MemoryRouter initialEntries={['/blog?q=cv#contenu']}>
      <PreviewContext value={value}>
        <PreviewBanner />
      </PreviewContext>
    </MemoryRouter>,
  );
}

beforeEach(() => window.sessionStorage.clear());

describe('PreviewBanner', () => {
  it('shows nothing without a preview', () => {
    const { container } = renderBanner(null);
    expect(container).toBeEmptyDOMElement();
  });

  it('names the previewed remote in a labelled region', () => {
    renderBanner(preview);
    const region = screen.getByRole('region', { name: 'Prévisualisation' });
    expect(region).toHaveTextContent('Version de prévisualisation : mfe_blog');
  });

  it('ends the preview and loads the same page again, without its hash', async () => {
    storePreview(window.sessionStorage, 'v1.charge.signature');
    renderBanner(preview);
    const exit = screen.getByRole('link', { name: 'Quitter la prévisualisation' });
    expect(exit).toHaveAttribute('href', '/blog?q=cv');
    // jsdom cannot load a page: the browser's navigation is held back once the banner has handled the click.
    const holdNavigation = (event: MouseEvent) => event.preventDefault();
    document.addEventListener('click', holdNavigation);
    await userEvent.click(exit);
    document.removeEventListener('click', holdNavigation);
    expect(readStoredPreview(window.sessionStorage)).toBeNull();
  });
});
