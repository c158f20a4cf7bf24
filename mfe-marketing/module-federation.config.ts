/** Screens this remote exposes to the shell (named after screens, never './App'). */
export const exposes = {
  './LandingPage': './src/exposed/LandingPage.tsx',
  './ExamplesPage': './src/exposed/ExamplesPage.tsx',
  './PricingPage': './src/exposed/PricingPage.tsx',
  './FaqPage': './src/exposed/FaqPage.tsx',
  './TermsPage': './src/exposed/TermsPage.tsx',
  './PrivacyPage': './src/exposed/PrivacyPage.tsx',
  './CookiesPage': './src/exposed/CookiesPage.tsx',
  './GdprPage': './src/exposed/GdprPage.tsx',
};
