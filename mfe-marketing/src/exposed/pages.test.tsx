import type { ComponentType } from 'react';
import { screen } from '@testing-library/react';
import { loadAllLater } from '../lib/load-later.ts';
import { plainText } from '../test/named.ts';
import { renderWithSession } from '@lettra/shared-ui/testing';
import CookiesPage from './CookiesPage.tsx';
import ExamplesPage from './ExamplesPage.tsx';
import FaqPage from './FaqPage.tsx';
import GdprPage from './GdprPage.tsx';
import LandingPage from './LandingPage.tsx';
import PricingPage from './PricingPage.tsx';
import PrivacyPage from './PrivacyPage.tsx';
import TermsPage from './TermsPage.tsx';

// Vitest cannot load a remote: the generator's slot becomes a named placeholder region.
vi.mock('@lettra/shared-ui', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@lettra/shared-ui')>()),
  RemoteSlot: ({ remote, module, label }: { remote: string; module: string; label?: string }) => (
    <div role="region" aria-label={label}>
      {remote}/{module}
    </div>
  ),
}));

// What the screens fetch after their first load (the landing page's deferred sections, the accordion)
// is there from the start; deferred-section.test.tsx shows them arriving.
beforeAll(loadAllLater);

describe.each<[string, ComponentType, string]>([
  ['/', LandingPage, 'Une lettre de motivation sur mesure, prête en quelques secondes'],
  ['/examples', ExamplesPage, 'Exemples de lettres de motivation'],
  ['/pricing', PricingPage, 'Des tarifs simples et transparents'],
  ['/faq', FaqPage, 'Questions fréquentes'],
  ['/terms', TermsPage, 'Conditions générales d’utilisation'],
  ['/privacy', PrivacyPage, 'Politique de confidentialité'],
  ['/cookies', CookiesPage, 'Politique cookies'],
  ['/gdpr', GdprPage, 'Vos droits RGPD'],
])('the %s page', (path, Page, title) => {
  it('has exactly one h1, its title', () => {
    renderWithSession(<Page />, { path });
    const h1 = screen.getAllByRole('heading', { level: 1 });
    expect(h1).toHaveLength(1);
    expect(h1[0]).toHaveTextContent(title);
  });
});

describe('the landing page', () => {
  it('shows the sections of docs/product.md §2 in order, the generator loaded from its remote', () => {
    renderWithSession(<LandingPage />);
    expect(screen.getAllByRole('heading', { level: 2 }).map(plainText)).toEqual([
      'Comment ça fonctionne',
      'Voyez Lettra à l’œuvre',
      'Générez votre lettre maintenant',
      'Avant, après : la différence Lettra',
      'Ils ont décroché leur entretien',
      'Des tarifs simples',
      'Questions fréquentes',
      'Prêt à décrocher votre prochain entretien ?',
    ]);
    expect(screen.getByRole('region', { name: 'Générateur de lettre' })).toHaveTextContent('mfe_generator/GeneratorPanel');
  });

  it('shows two examples, three testimonials and four FAQ entries (docs/product.md §9)', () => {
    renderWithSession(<LandingPage />);
    expect(screen.getAllByRole('button', { name: /^Voir l’exemple complet/ })).toHaveLength(2);
    expect(screen.getAllByRole('img', { name: /^Note : \d sur 5$/ })).toHaveLength(3);
    expect(screen.getByText('4,9/5 sur plus de 1\u00a0200 avis', { normalizer: (text) => text })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { expanded: false }).filter((b) => b.closest('h3'))).toHaveLength(4);
  });
});
