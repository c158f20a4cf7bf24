import { screen } from '@testing-library/react';
import { renderWithSession } from '@lettra/shared-ui/testing';
import { LandingExamples } from '../features/examples/components/LandingExamples.tsx';
import { LandingFaq } from '../features/faq/components/LandingFaq.tsx';
import { PricingSection } from '../features/pricing/components/PricingSection.tsx';

// The landing page's bands each end with a link to the page that shows all of it.
describe('the landing page’s bands', () => {
  it.each([
    ['examples', LandingExamples, 'Voir tous les exemples', '/examples'],
    ['FAQ', LandingFaq, 'Voir toutes les questions', '/faq'],
    ['pricing', PricingSection, 'Voir les tarifs en détail', '/pricing'],
  ])('the %s band links to its page', async (_band, Band, name, href) => {
    renderWithSession(<Band />);
    // The FAQ's accordion arrives on its own (FaqAccordion): the band shows once it is there.
    expect(await screen.findByRole('link', { name })).toHaveAttribute('href', href);
  });
});
