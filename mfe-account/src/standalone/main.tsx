import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
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
          <Route path="/login" element={<LoginPage />} />
          <Route path="/signup" element={<SignupPage />} />
          <Route path="/forgot-password" element={<ForgotPasswordPage />} />
          <Route path="/email-change" element={<EmailChangePage />} />
          <Route path="/dashboard" element={<DashboardPage />} />
          <Route path="/settings" element={<SettingsPage />} />
          <Route path="/my-letters" element={<MyLettersPage />} />
          <Route path="/checkout" element={<CheckoutPage />} />
          <Route path="*" element={<LoginPage />} />
        </Routes>
      </PaymentContext>
    </StandaloneHarness>
  </StrictMode>,
);
