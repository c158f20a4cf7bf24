import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { cookies } from '../content/cookies.ts';
import { gdpr } from '../content/gdpr.ts';
import type { LegalDocument } from '../content/legal-document.ts';
import { privacy } from '../content/privacy.ts';
import { terms } from '../content/terms.ts';
import { LegalPage } from './LegalPage.tsx';

const renderPage = (document: LegalDocument) =>
  render(
    <MemoryRouter>
      <LegalPage document={document} />
    </MemoryRouter>,
  );

describe.each([
  ['terms', terms],
  ['privacy', privacy],
  ['cookies', cookies],
  ['gdpr', gdpr],
])('LegalPage with the %s text', (_name, document) => {
  it('has one h1 and a table of contents that links to every section', () => {
    renderPage(document);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const toc = screen.getByRole('navigation', { name: 'Sommaire' });
    const links = within(toc).getAllByRole('link');
    expect(links).toHaveLength(document.sections.length);
    for (const link of links) {
      const target = link.getAttribute('href')!.slice(1);
      expect(screen.getByRole('region', { name: link.textContent! })).toHaveAttribute('id', target);
    }
  });
});

describe('legal texts', () => {
  it('name the company, its address and its contact', () => {
    renderPage(terms);
    expect(screen.getByText(/Lettra SAS, dont le siège est situé 12 rue de la Paix, 75002 Paris/)).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'contact@lettra.fr' })[0]).toHaveAttribute('href', 'mailto:contact@lettra.fr');
  });

  it('point to Paramètres for export and deletion', () => {
    renderPage(gdpr);
    expect(screen.getAllByRole('link', { name: 'Paramètres' })[0]).toHaveAttribute('href', '/settings');
    expect(screen.getByText(/Exporter vos données/)).toBeInTheDocument();
    expect(screen.getByText(/Supprimer votre compte/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'www.cnil.fr/fr/plaintes' })).toHaveAttribute('href', 'https://www.cnil.fr/fr/plaintes');
  });

  it('state the retention rules in the privacy policy', () => {
    renderPage(privacy);
    const retention = screen.getByRole('region', { name: 'Combien de temps nous les gardons' });
    expect(within(retention).getByText(/Après 30 jours sans activité/)).toHaveTextContent('7 jours avant');
    expect(within(retention).getByText(/abonnement est en cours/)).toBeInTheDocument();
  });
});
