// The HTML of this remote's public pages, rendered by its build (federation-config/prerender.ts) and
// shipped with it: the api serves each page with its content before any script runs.
import { renderPages } from '@lettra/shared-ui/prerender';
import CookiesPage from '../exposed/CookiesPage.tsx';
import ExamplesPage from '../exposed/ExamplesPage.tsx';
import FaqPage from '../exposed/FaqPage.tsx';
import GdprPage from '../exposed/GdprPage.tsx';
import LandingPage from '../exposed/LandingPage.tsx';
import PricingPage from '../exposed/PricingPage.tsx';
import PrivacyPage from '../exposed/PrivacyPage.tsx';
import TermsPage from '../exposed/TermsPage.tsx';

/** Every page of PAGE_HEADS, with the screen the shell shows there. */
export const PRERENDERED_PAGES = renderPages({
  '/': <LandingPage />,
  '/examples': <ExamplesPage />,
  '/pricing': <PricingPage />,
  '/faq': <FaqPage />,
  '/terms': <TermsPage />,
  '/privacy': <PrivacyPage />,
  '/cookies': <CookiesPage />,
  '/gdpr': <GdprPage />,
});
