// The pages this remote serves (docs/federation.md 'Routes declared by the remotes'): its build writes
// them to routes.json, the shell composes its router from them at run time, the api its answers, and the
// standalone harness its router. Data only: a route's screen is one this remote exposes. The top
// navigation's account links ('Se connecter', 'Mon Compte'…) are the shell's, shown by session state.
import type { ExposedModule } from '@lettra/federation-config/remotes';
import type { DeclaredRoute } from '@lettra/shared-ui';

export const ROUTES = [
  { path: '/login', screen: 'LoginPage', title: 'Connexion', signedIn: false },
  { path: '/signup', screen: 'SignupPage', title: 'Inscription', signedIn: false },
  { path: '/forgot-password', screen: 'ForgotPasswordPage', title: 'Mot de passe oublié', signedIn: false },
  { path: '/email-change', screen: 'EmailChangePage', title: 'Adresse e-mail', signedIn: false },
  { path: '/dashboard', screen: 'DashboardPage', title: 'Tableau de bord', signedIn: true },
  { path: '/settings', screen: 'SettingsPage', title: 'Paramètres', signedIn: true },
  { path: '/my-letters', screen: 'MyLettersPage', title: 'Mes lettres', signedIn: true },
  { path: '/checkout', screen: 'CheckoutPage', title: 'Paiement', signedIn: true },
] as const satisfies readonly DeclaredRoute<ExposedModule<'mfe_account'>>[];
