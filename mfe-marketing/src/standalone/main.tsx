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
import { ROUTES } from '../routes.ts';

// Every screen federation-config/remotes.ts lists for this remote (a screen renamed or added there and not
// here fails the typecheck), on the paths its routes declare, as the shell serves them; routes owned by
// other remotes (/signup, /checkout, /dashboard…) fall through to a note, so the buttons can still be tried here.
const SCREENS: Record<ExposedModule<'mfe_marketing'>, ComponentType> = {
  LandingPage,
  ExamplesPage,
  PricingPage,
  FaqPage,
  TermsPage,
  PrivacyPage,
  CookiesPage,
  GdprPage,
};

function ElsewhereNote() {
  return <p className="mk:p-8 mk:text-center mk:text-ink-600">Cette page appartient à un autre remote : lancez le shell pour la voir.</p>;
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <StandaloneHarness>
      <main id="contenu">
        <Routes>
          {ROUTES.map(({ path, screen }) => {
            const Page = SCREENS[screen];
            return <Route key={path} path={path} element={<Page />} />;
          })}
          <Route path="*" element={<ElsewhereNote />} />
        </Routes>
      </main>
    </StandaloneHarness>
  </StrictMode>,
);
