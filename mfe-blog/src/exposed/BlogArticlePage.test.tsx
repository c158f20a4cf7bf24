import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { PrerenderedPageContext } from '@lettra/shared-ui';
import { ARTICLE_LOAD_DELAY_MS } from '../features/article-page/hooks/useArticle.ts';
import BlogArticlePage from './BlogArticlePage.tsx';

function renderArticle(id: string, { drawnByServer = false } = {}) {
  render(
    <PrerenderedPageContext value={drawnByServer}>
      <MemoryRouter initialEntries={[`/blog/${id}`]}>
        <Routes>
          <Route path="/blog" element={<h1>Liste des articles</h1>} />
          <Route path="/blog/:id" element={<BlogArticlePage />} />
        </Routes>
      </MemoryRouter>
    </PrerenderedPageContext>,
  );
}

const waitFor = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
// fireEvent rather than user-event here: Testing Library's async wrapper waits on a real setTimeout that only
// Jest's fake timers (not Vitest's) know how to advance, so user-event hangs under fake timers.
const click = (element: HTMLElement) => fireEvent.click(element);

describe('the blog article page', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    // jsdom has no layout, hence no scrolling.
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('announces a loading state for 500 ms, then shows the article', async () => {
    renderArticle('structurer-sa-lettre-methode-vous-moi-nous');
    expect(screen.getByRole('status')).toHaveTextContent('Chargement...');

    await waitFor(ARTICLE_LOAD_DELAY_MS - 1);
    expect(screen.getByRole('status')).toHaveTextContent('Chargement...');

    await waitFor(1);
    expect(screen.queryByText('Chargement...')).not.toBeInTheDocument();
    // toHaveTextContent reads the French non-breaking space before ':' as a plain space.
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Structurer sa lettre : la méthode vous-moi-nous');
  });

  it('shows an article the server already drew at once, and leaves the reader where they are', () => {
    renderArticle('structurer-sa-lettre-methode-vous-moi-nous', { drawnByServer: true });
    expect(screen.queryByText('Chargement...')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Structurer sa lettre : la méthode vous-moi-nous');
    expect(window.scrollTo).not.toHaveBeenCalled();
  });

  it('shows the author, the date as dd/mm/yyyy, the reading time, the sections and the tags', async () => {
    renderArticle('structurer-sa-lettre-methode-vous-moi-nous');
    await waitFor(ARTICLE_LOAD_DELAY_MS);
    const article = screen.getAllByRole('article')[0]!;
    expect(within(article).getByText('Par Sophie Lambert')).toBeInTheDocument();
    expect(within(article).getByText('15/09/2026')).toHaveAttribute('datetime', '2026-09-15');
    expect(within(article).getByText('4 min de lecture')).toBeInTheDocument();
    expect(within(article).getByRole('heading', { level: 2, name: 'Pourquoi cette structure fonctionne' })).toBeVisible();
    expect(within(article).getByRole('link', { name: 'Méthode' })).toHaveAttribute('href', '/blog?q=M%C3%A9thode');
  });

  it('offers share and save buttons', async () => {
    renderArticle('optimiser-candidature-logiciels-ats');
    await waitFor(ARTICLE_LOAD_DELAY_MS);
    expect(screen.getByRole('button', { name: 'Partager' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Enregistrer' })).toBeEnabled();
  });

  it('suggests two similar articles, never itself', async () => {
    renderArticle('optimiser-candidature-logiciels-ats');
    await waitFor(ARTICLE_LOAD_DELAY_MS);
    const similar = screen.getByRole('region', { name: 'Articles similaires' });
    const links = within(similar).getAllByRole('link');
    expect(links).toHaveLength(2);
    for (const link of links) expect(link).not.toHaveAttribute('href', '/blog/optimiser-candidature-logiciels-ats');
  });

  it('loads a similar article when it is opened, from the top of the page', async () => {
    renderArticle('optimiser-candidature-logiciels-ats');
    await waitFor(ARTICLE_LOAD_DELAY_MS);
    const similar = screen.getByRole('region', { name: 'Articles similaires' });
    const next = within(similar).getAllByRole('link')[0]!;
    const nextTitle = next.textContent;
    vi.mocked(window.scrollTo).mockClear();

    click(next);
    expect(screen.getByRole('status')).toHaveTextContent('Chargement...');
    expect(window.scrollTo).toHaveBeenCalled();

    await waitFor(ARTICLE_LOAD_DELAY_MS);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(nextTitle);
  });

  it("says 'Article introuvable' for an unknown id, with a way back to the blog", async () => {
    renderArticle('cet-article-n-existe-pas');
    expect(screen.getByRole('status')).toHaveTextContent('Chargement...');
    await waitFor(ARTICLE_LOAD_DELAY_MS);

    expect(screen.getByRole('heading', { level: 1, name: 'Article introuvable' })).toBeInTheDocument();
    click(screen.getByRole('link', { name: 'Retour au blog' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Liste des articles' })).toBeInTheDocument();
  });
});
