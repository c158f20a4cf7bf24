// The files the browser reads beside the api's answers, outside /api: /remotes.json and each remote's
// routes.json (every load), and /pages.json (the first navigation). The api parses and serves them through these schemas, and the
// shell reads them with the checks generated from them (light-checks/first-load-checks.ts), so they are
// written with zod/mini, like session.ts.
import * as z from 'zod/mini';

const nonEmpty = z.string().check(z.minLength(1));

/** /remotes.json: remote name → its mf-manifest.json URL (absolute, or a path on the api's own origin). */
export const remoteMapSchema = z.record(nonEmpty, nonEmpty);
export type RemoteMap = z.infer<typeof remoteMapSchema>;

/**
 * One public page's head, as a remote's build lists it in its pages.json (the remotes type it with
 * federation-config/page-manifest.ts). It comes from another deploy, possibly another origin: the api
 * reads it as untrusted input.
 */
export const pageHeadSchema = z.object({
  path: z.string().check(z.regex(/^\/[^?#]*$/)),
  title: z.string().check(z.minLength(1), z.maxLength(200)),
  description: z.string().check(z.maxLength(1000)),
  kind: z.enum(['website', 'article']),
  lastModified: z.optional(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/))),
  structuredData: z.optional(z.array(z.record(z.string(), z.unknown()))),
});
export type PageHead = z.infer<typeof pageHeadSchema>;

/** /pages.json: the heads of every remote's public pages, as the api gathers them. */
export const pageHeadsSchema = z.array(pageHeadSchema);
export type PageHeads = z.infer<typeof pageHeadsSchema>;

/**
 * One route a remote declares in its `src/routes.ts` (docs/federation.md 'Routes declared by the
 * remotes'), written by its build to routes.json beside its manifest: the shell composes its router and
 * navigation from them at start, the api its 200s, 404s and pre-rendered pages.
 */
export const remoteRouteSchema = z.object({
  /** A router path: '/pricing', '/blog/:id'. */
  path: z.string().check(z.regex(/^\/[^?#]*$/)),
  /** The exposed screen shown there, without './' ('BlogListPage'). */
  screen: nonEmpty,
  /** What the page is called: its private title ('Paramètres | Lettra') and its region's name while it loads. */
  title: z.string().check(z.minLength(1), z.maxLength(200)),
  /** Only for a signed-in user: never listed in pages.json nor pre-rendered. */
  signedIn: z.boolean(),
  /** Its link in the shell's top navigation ('main') or the footer's legal links ('legal'), in the declaration's order. */
  nav: z.optional(z.object({ menu: z.enum(['main', 'legal']), label: nonEmpty })),
});
export type RemoteRoute = z.infer<typeof remoteRouteSchema>;

/** routes.json of a remote's build: every route it declares. */
export const remoteRoutesSchema = z.array(remoteRouteSchema);
export type RemoteRoutes = z.infer<typeof remoteRoutesSchema>;
