import { StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import type { ExposedModule } from '@lettra/federation-config/remotes';
import { Route, Routes } from '@lettra/shared-ui/router';
import { PaymentContext, type PaymentState } from '@lettra/shared-ui';
import { StandaloneHarness } from '@lettra/shared-ui/standalone';
import '@lettra/shared-ui/standalone.css';
import CheckoutPage from '../exposed/CheckoutPage.tsx';
import DashboardPage from '../exposed/DashboardPage.tsx';
import EmailChangePage from '../exposed/EmailChangePage.tsx';
import ForgotPasswordPage from '../exposed/ForgotPasswordPage.tsx';
import LoginPage from '../exposed/LoginPage.tsx';
import MyLettersPage from '../exposed/MyLettersPage.tsx';
import SettingsPage from '../exposed/SettingsPage.tsx';
import SignupPage from '../exposed/SignupPage.tsx';
import { ROUTES } from '../routes.ts';

// Every screen federation-config/remotes.ts lists for this remote (a screen renamed or added there and not
// here fails the typecheck), on the paths its routes declare, as the shell serves them.
const SCREENS: Record<ExposedModule<'mfe_account'>, ComponentType> = {
  LoginPage,
  SignupPage,
  ForgotPasswordPage,
  EmailChangePage,
  DashboardPage,
  SettingsPage,
  MyLettersPage,
  CheckoutPage,
};

// Alone, without the shell's PaymentProvider: payments as in demo mode (the api then grants Premium at once).
const standalonePayment: PaymentState = {
  handle: null,
  loading: false,
  applePayAvailable: false,
  error: null,
  clientOnlyIntegration: false,
  origin: window.location.origin,
  webhookConfigured: false,
  configured: false,
  demoMode: true,
};

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <StandaloneHarness>
      <PaymentContext value={standalonePayment}>
        <Routes>
          {ROUTES.map(({ path, screen }) => {
            const Page = SCREENS[screen];
            return <Route key={path} path={path} element={<Page />} />;
          })}
          <Route path="*" element={<LoginPage />} />
        </Routes>
      </PaymentContext>
    </StandaloneHarness>
  </StrictMode>,
);
