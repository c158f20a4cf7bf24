import { StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import type { ExposedModule } from '@lettra/federation-config/remotes';
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

// Every screen federation-config/remotes.ts lists for this remote, on the shell's paths (a screen renamed or
// added there and not here fails the typecheck); routes owned by other remotes (/signup, /checkout,
// /dashboard…) fall through to a note, so the buttons can still be tried here.
const ROUTES: Record<ExposedModule<'mfe_marketing'>, { path: string; Page: ComponentType }> = {
  LandingPage: { path: '/', Page: LandingPage },
  ExamplesPage: { path: '/examples', Page: ExamplesPage },
  PricingPage: { path: '/pricing', Page: PricingPage },
  FaqPage: { path: '/faq', Page: FaqPage },
  TermsPage: { path: '/terms', Page: TermsPage },
  PrivacyPage: { path: '/privacy', Page: PrivacyPage },
  CookiesPage: { path: '/cookies', Page: CookiesPage },
  GdprPage: { path: '/gdpr', Page: GdprPage },
};

function ElsewhereNote() {
  return <p className="mk:p-8 mk:text-center mk:text-ink-600">Cette page appartient à un autre remote : lancez le shell pour la voir.</p>;
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <StandaloneHarness>
      <main id="contenu">
        <Routes>
          {Object.values(ROUTES).map(({ path, Page }) => (
            <Route key={path} path={path} element={<Page />} />
          ))}
          <Route path="*" element={<ElsewhereNote />} />
        </Routes>
      </main>
    </StandaloneHarness>
  </StrictMode>,
);
