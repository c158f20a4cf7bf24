import type { RemoteScreen } from '@lettra/federation-config/remotes';

/** Every route of docs/product.md §2 that a remote serves: path → a screen that remote exposes. */
export type RemoteRoute = RemoteScreen & {
  path: string;
  /** Region name used by the loading state and the fallback. */
  label: string;
};

export const REMOTE_ROUTES: RemoteRoute[] = [
  { path: '/', remote: 'mfe_marketing', module: 'LandingPage', label: 'Accueil' },
  { path: '/examples', remote: 'mfe_marketing', module: 'ExamplesPage', label: 'Exemples' },
  { path: '/pricing', remote: 'mfe_marketing', module: 'PricingPage', label: 'Tarifs' },
  { path: '/faq', remote: 'mfe_marketing', module: 'FaqPage', label: 'FAQ' },
  { path: '/terms', remote: 'mfe_marketing', module: 'TermsPage', label: "Conditions d'utilisation" },
  { path: '/privacy', remote: 'mfe_marketing', module: 'PrivacyPage', label: 'Politique de confidentialité' },
  { path: '/cookies', remote: 'mfe_marketing', module: 'CookiesPage', label: 'Cookies' },
  { path: '/gdpr', remote: 'mfe_marketing', module: 'GdprPage', label: 'RGPD' },
  { path: '/blog', remote: 'mfe_blog', module: 'BlogListPage', label: 'Blog' },
  { path: '/blog/:id', remote: 'mfe_blog', module: 'BlogArticlePage', label: 'Article' },
  { path: '/login', remote: 'mfe_account', module: 'LoginPage', label: 'Connexion' },
  { path: '/signup', remote: 'mfe_account', module: 'SignupPage', label: 'Inscription' },
  { path: '/forgot-password', remote: 'mfe_account', module: 'ForgotPasswordPage', label: 'Mot de passe oublié' },
  { path: '/email-change', remote: 'mfe_account', module: 'EmailChangePage', label: 'Adresse e-mail' },
  { path: '/dashboard', remote: 'mfe_account', module: 'DashboardPage', label: 'Tableau de bord' },
  { path: '/settings', remote: 'mfe_account', module: 'SettingsPage', label: 'Paramètres' },
  { path: '/my-letters', remote: 'mfe_account', module: 'MyLettersPage', label: 'Mes lettres' },
  { path: '/checkout', remote: 'mfe_account', module: 'CheckoutPage', label: 'Paiement' },
];
