// The pages this remote serves (docs/federation.md 'Routes declared by the remotes'): its build writes
// them to routes.json, the shell composes its router and navigation from them at run time, the api its
// answers, and the standalone harness its router. Data only: a route's screen is one this remote exposes.
import type { ExposedModule } from '@lettra/federation-config/remotes';
import type { DeclaredRoute } from '@lettra/shared-ui';

export const ROUTES = [
  { path: '/', screen: 'LandingPage', title: 'Accueil', signedIn: false, nav: { menu: 'main', label: 'Accueil' } },
  { path: '/examples', screen: 'ExamplesPage', title: 'Exemples', signedIn: false, nav: { menu: 'main', label: 'Exemples' } },
  { path: '/pricing', screen: 'PricingPage', title: 'Tarifs', signedIn: false, nav: { menu: 'main', label: 'Tarifs' } },
  { path: '/faq', screen: 'FaqPage', title: 'FAQ', signedIn: false, nav: { menu: 'main', label: 'FAQ' } },
  { path: '/terms', screen: 'TermsPage', title: "Conditions d'utilisation", signedIn: false, nav: { menu: 'legal', label: "Conditions d'utilisation" } },
  { path: '/privacy', screen: 'PrivacyPage', title: 'Politique de confidentialité', signedIn: false, nav: { menu: 'legal', label: 'Politique de confidentialité' } },
  { path: '/cookies', screen: 'CookiesPage', title: 'Cookies', signedIn: false, nav: { menu: 'legal', label: 'Cookies' } },
  { path: '/gdpr', screen: 'GdprPage', title: 'RGPD', signedIn: false, nav: { menu: 'legal', label: 'RGPD' } },
] as const satisfies readonly DeclaredRoute<ExposedModule<'mfe_marketing'>>[];
