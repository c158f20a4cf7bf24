import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Route, Routes } from '@lettra/shared-ui/router';
import { StandaloneHarness } from '@lettra/shared-ui/standalone';
import '@lettra/shared-ui/standalone.css';
import CookiesPage from '../exposed/CookiesPage.tsx';
import ExamplesPage from '../exposed/ExamplesPage.tsx';
import FaqPage from '../exposed/FaqPage.tsx';
import GdprPage from '../exposed/GdprPage.tsx';
import LandingPage from '../exposed/LandingPage.tsx';
import PricingPage from '../exposed/PricingPage.tsx';
import PrivacyPage from '../exposed/PrivacyPage.tsx';
import TermsPage from '../exposed/TermsPage.tsx';

// The eight screens this remote exposes, on the shell's paths; routes owned by other remotes
// (/signup, /checkout, /dashboard…) fall through to a note, so the buttons can still be tried here.
const ROUTES = [
  { path: '/', Page: LandingPage },
  { path: '/examples', Page: ExamplesPage },
  { path: '/pricing', Page: PricingPage },
  { path: '/faq', Page: FaqPage },
  { path: '/terms', Page: TermsPage },
  { path: '/privacy', Page: PrivacyPage },
  { path: '/cookies', Page: CookiesPage },
  { path: '/gdpr', Page: GdprPage },
];

function ElsewhereNote() {
  return <p className="mk:p-8 mk:text-center mk:text-ink-600">Cette page appartient à un autre remote : lancez le shell pour la voir.</p>;
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <StandaloneHarness>
      <main id="contenu">
        <Routes>
          {ROUTES.map(({ path, Page }) => (
            <Route key={path} path={path} element={<Page />} />
          ))}
          <Route path="*" element={<ElsewhereNote />} />
        </Routes>
      </main>
    </StandaloneHarness>
  </StrictMode>,
);
