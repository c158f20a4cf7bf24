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
import { loadAllLater } from '../lib/load-later.ts';

// react-dom/server cannot wait: what the screens fetch after their first load is fetched first.
await loadAllLater();

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
