import { screen } from '@testing-library/react';
import { renderWithSession } from '@lettra/shared-ui/testing';
import { LandingExamples } from '../features/examples/components/LandingExamples.tsx';
import { LandingFaq } from '../features/faq/components/LandingFaq.tsx';
import { PricingSection } from '../features/pricing/components/PricingSection.tsx';
import { loadAllLater } from '../lib/load-later.ts';

// The FAQ's accordion, fetched by the first accordion drawn, is there from the start: a band rendered
// on its own has no Suspense boundary above it to wait in, as the page has in the shell's RemoteSlot.
beforeAll(loadAllLater);

// The landing page's bands each end with a link to the page that shows all of it.
describe('the landing page’s bands', () => {
  it.each([
    ['examples', LandingExamples, 'Voir tous les exemples', '/examples'],
    ['FAQ', LandingFaq, 'Voir toutes les questions', '/faq'],
    ['pricing', PricingSection, 'Voir les tarifs en détail', '/pricing'],
  ])('the %s band links to its page', async (_band, Band, name, href) => {
    renderWithSession(<Band />);
    expect(await screen.findByRole('link', { name })).toHaveAttribute('href', href);
  });
});
