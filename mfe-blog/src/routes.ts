// The pages this remote serves (docs/federation.md 'Routes declared by the remotes'): its build writes
// them to routes.json, the shell composes its router and navigation from them at run time, the api its
// answers, and the standalone harness its router. Data only: a route's screen is one this remote exposes.
import type { ExposedModule } from '@lettra/federation-config/remotes';
import type { DeclaredRoute } from '@lettra/shared-ui';

export const ROUTES = [
  { path: '/blog', screen: 'BlogListPage', title: 'Blog', signedIn: false, nav: { menu: 'main', label: 'Blog' } },
  { path: '/blog/:id', screen: 'BlogArticlePage', title: 'Article', signedIn: false },
] as const satisfies readonly DeclaredRoute<ExposedModule<'mfe_blog'>>[];
