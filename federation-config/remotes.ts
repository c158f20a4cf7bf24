// The one list of remotes and the screens each exposes. Build configs, the shell's routes, RemoteSlot,
// the api, the e2e topology and the standalone harnesses all read it, so a screen renamed here and not
// in its users fails `pnpm typecheck`. Plain data without imports: the browser code imports its types,
// the api and the e2e servers run it as it is.

/**
 * name (as in /remotes.json) → its folder, its dev server's port, the path the api serves its build
 * under, and its exposed screens (each `./src/exposed/<Screen>.tsx`, exposed as `./<Screen>`).
 */
export const REMOTES = {
  mfe_marketing: {
    dir: 'mfe-marketing',
    devPort: 4101,
    apiPath: '/mfe/marketing/',
    exposes: ['LandingPage', 'ExamplesPage', 'PricingPage', 'FaqPage', 'TermsPage', 'PrivacyPage', 'CookiesPage', 'GdprPage'],
  },
  mfe_generator: { dir: 'mfe-generator', devPort: 4102, apiPath: '/mfe/generator/', exposes: ['GeneratorPanel'] },
  mfe_account: {
    dir: 'mfe-account',
    devPort: 4103,
    apiPath: '/mfe/account/',
    exposes: ['LoginPage', 'SignupPage', 'ForgotPasswordPage', 'EmailChangePage', 'DashboardPage', 'SettingsPage', 'MyLettersPage', 'CheckoutPage'],
  },
  mfe_blog: { dir: 'mfe-blog', devPort: 4104, apiPath: '/mfe/blog/', exposes: ['BlogListPage', 'BlogArticlePage'] },
} as const;

export type RemoteName = keyof typeof REMOTES;

/** A screen `R` exposes, without './' (`'BlogListPage'`). */
export type ExposedModule<R extends RemoteName> = (typeof REMOTES)[R]['exposes'][number];

/** A remote with one of its own screens: `{ remote: 'mfe_blog', module: 'BlogListPage' }`. */
export type RemoteScreen = { [R in RemoteName]: { remote: R; module: ExposedModule<R> } }[RemoteName];

export const REMOTE_NAMES = Object.keys(REMOTES) as RemoteName[];

/** The `exposes` option of the federation plugin for `name`. */
export function exposesOf(name: RemoteName): Record<string, string> {
  return Object.fromEntries(REMOTES[name].exposes.map((screen) => [`./${screen}`, `./src/exposed/${screen}.tsx`]));
}
