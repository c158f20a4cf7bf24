import type { ShellRoute } from '../routes/read-routes.ts';
import type { RoutesValue } from '../routes/routes-context.ts';

const route = (remote: string, path: string, screen: string, title: string, nav?: ShellRoute['nav']): ShellRoute => ({
  remote,
  path,
  screen,
  title,
  signedIn: false,
  ...(nav ? { nav } : {}),
});

/** Routes as the remotes declare them, a few of each menu, for component tests. */
export const sampleRoutes: ShellRoute[] = [
  route('mfe_marketing', '/', 'LandingPage', 'Accueil', { menu: 'main', label: 'Accueil' }),
  route('mfe_marketing', '/examples', 'ExamplesPage', 'Exemples', { menu: 'main', label: 'Exemples' }),
  route('mfe_marketing', '/pricing', 'PricingPage', 'Tarifs', { menu: 'main', label: 'Tarifs' }),
  route('mfe_marketing', '/faq', 'FaqPage', 'FAQ', { menu: 'main', label: 'FAQ' }),
  route('mfe_marketing', '/gdpr', 'GdprPage', 'RGPD', { menu: 'legal', label: 'RGPD' }),
  route('mfe_blog', '/blog', 'BlogListPage', 'Blog', { menu: 'main', label: 'Blog' }),
];

/** A RoutesContext value for component tests: every remote reached unless told otherwise. */
export function routesValue(overrides: Partial<RoutesValue> = {}): RoutesValue {
  return { routes: sampleRoutes, unreachable: [], retry: () => undefined, ...overrides };
}
