import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import BlogListPage from './BlogListPage.tsx';

function renderBlog(url = '/blog') {
  render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/blog" element={<BlogListPage />} />
      </Routes>
    </MemoryRouter>,
  );
  return userEvent.setup();
}

const searchBox = () => screen.getByLabelText('Rechercher un article');
const results = () => screen.getByRole('region', { name: /Tous les articles|Résultats/ });
const resultTitles = () => within(results()).queryAllByRole('heading', { level: 3 }).map((h) => h.textContent);
const highlightsShown = () =>
  screen.queryByRole('heading', { name: 'À la une' }) !== null &&
  screen.queryByRole('heading', { name: 'Articles récents' }) !== null;

describe('the blog list page', () => {
  it('shows one h1, the featured article, the three most recent and the six articles', () => {
    renderBlog();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(highlightsShown()).toBe(true);
    const recent = screen.getByRole('region', { name: 'Articles récents' });
    expect(within(recent).getAllByRole('article')).toHaveLength(3);
    expect(within(results()).getAllByRole('article')).toHaveLength(6);
    expect(within(results()).getByRole('status')).toHaveTextContent('6 articles');
  });

  it('names the five category tabs, with Tous selected', () => {
    renderBlog();
    const tabs = within(screen.getByRole('tablist', { name: 'Catégories' })).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Tous', 'Conseils', 'Stratégies', 'Actualités', 'Témoignages']);
    expect(screen.getByRole('tab', { name: 'Tous' })).toHaveAttribute('aria-selected', 'true');
  });

  it('hides the featured and recent blocks while a search is typed', async () => {
    const user = renderBlog();
    await user.type(searchBox(), 'ATS');
    expect(highlightsShown()).toBe(false);
    expect(resultTitles()).toEqual(['Optimiser sa candidature pour les logiciels ATS']);
  });

  it('finds an article by tag without caring about case or accents', async () => {
    const user = renderBlog();
    await user.type(searchBox(), 'COMPETENCES');
    expect(resultTitles()).toEqual(['Reconversion professionnelle\u00a0: convaincre sans expérience directe']);
  });

  it('hides the featured and recent blocks on a category tab and lists only that category', async () => {
    const user = renderBlog();
    await user.click(screen.getByRole('tab', { name: 'Conseils' }));
    expect(screen.getByRole('tab', { name: 'Conseils' })).toHaveAttribute('aria-selected', 'true');
    expect(highlightsShown()).toBe(false);
    const badges = within(results())
      .getAllByRole('article')
      .map((card) => within(card).getByText(/^(Conseils|Stratégies|Actualités|Témoignages)$/).textContent);
    expect(badges).toEqual(['Conseils', 'Conseils']);
  });

  it('shows the not-found state, whose reset empties the search and returns to Tous', async () => {
    const user = renderBlog();
    await user.click(screen.getByRole('tab', { name: 'Actualités' }));
    await user.type(searchBox(), 'zzz');
    expect(screen.getByText('Aucun article trouvé')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Réinitialiser la recherche' }));

    expect(searchBox()).toHaveValue('');
    expect(screen.getByRole('tab', { name: 'Tous' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByText('Aucun article trouvé')).not.toBeInTheDocument();
    expect(highlightsShown()).toBe(true);
    expect(within(results()).getAllByRole('article')).toHaveLength(6);
  });

  it('starts from the search and tab given in the URL', () => {
    renderBlog('/blog?q=reconversion&categorie=temoignages');
    expect(searchBox()).toHaveValue('reconversion');
    expect(screen.getByRole('tab', { name: 'Témoignages' })).toHaveAttribute('aria-selected', 'true');
    expect(resultTitles()).toEqual(['De la vente aux ressources humaines\u00a0: le parcours de Nadia']);
  });

  it('links each card to its article page', () => {
    renderBlog();
    const link = within(results()).getByRole('link', { name: /Optimiser sa candidature/ });
    expect(link).toHaveAttribute('href', '/blog/optimiser-candidature-logiciels-ats');
  });

  it('offers a newsletter box with a labelled e-mail field and a button', () => {
    renderBlog();
    const newsletter = screen.getByRole('region', { name: 'Recevez nos conseils chaque mois' });
    expect(within(newsletter).getByLabelText('Adresse e-mail')).toHaveAttribute('type', 'email');
    expect(within(newsletter).getByRole('button', { name: "S'abonner" })).toBeEnabled();
  });
});
