/** Screens this remote exposes to the shell (named after screens, never './App'). */
export const exposes = {
  './LoginPage': './src/exposed/LoginPage.tsx',
  './SignupPage': './src/exposed/SignupPage.tsx',
  './ForgotPasswordPage': './src/exposed/ForgotPasswordPage.tsx',
  './EmailChangePage': './src/exposed/EmailChangePage.tsx',
  './DashboardPage': './src/exposed/DashboardPage.tsx',
  './SettingsPage': './src/exposed/SettingsPage.tsx',
  './MyLettersPage': './src/exposed/MyLettersPage.tsx',
  './CheckoutPage': './src/exposed/CheckoutPage.tsx',
};
