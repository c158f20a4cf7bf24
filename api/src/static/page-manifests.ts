import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pageHeadsSchema, remoteRoutesSchema, type PageHead } from '@lettra/contracts';
import { z } from 'zod';
import { REMOTES } from '@lettra/federation-config/remotes';
import type { NavEntry, NavTemplates } from './nav-links.ts';
import type { RemoteMap } from './remote-map.ts';

// prerender.json of a remote and frames.json of the shell (federation-config/prerender.ts): HTML from
// the builds, trusted as their scripts are; the stylesheets are paths inside the build.
const htmlByPath = z.record(z.string().regex(/^\/[^?#]*$/), z.string());
const prerenderedSchema = z.object({
  css: z.array(z.string().regex(/^[\w-]+(?:\/[\w-]+)*\.css$/)),
  pages: htmlByPath,
  premiumDay: z.object({ endsAt: z.string().min(1), shownAs: z.string().min(1), pages: htmlByPath }).optional(),
});
const menu = z.enum(['main', 'legal']);
// frames.json: the navigation lists' links as the shell's build drew them (nav-links.ts); a shell built
// before them has none, and its frames are served as they were drawn.
const framesSchema = prerenderedSchema.extend({
  navItems: z.record(z.string(), z.object({ menu, link: z.string(), current: z.string() })).optional(),
  navPlaceholders: z.object({ path: z.string().min(3), label: z.string().min(3) }).optional(),
  accountLinks: z
    .object({
      waiting: z.string().min(1),
      visitor: z.string().min(1),
      // The same links in the phone menu the server's HTML draws as a popover; a shell built before it has none.
      menu: z.object({ waiting: z.string().min(1), visitor: z.string().min(1) }).optional(),
    })
    .optional(),
});

// start-on-intent.json of the shell (federation-config/start-on-intent.ts): the starter's path in its build.
const starterSchema = z.object({ script: z.string().regex(/^\/[\w./-]+\.js$/) });

/** A page the premium day changes, drawn with a stand-in end: its ISO form and its time as shown. */
export interface PremiumDayHtml {
  html: string;
  endsAt: string;
  shownAs: string;
}

/** A page's HTML as its remote's build rendered it, and the stylesheets it needs (URLs). */
export interface PrerenderedPage {
  html: string;
  stylesheets: string[];
  /** Its HTML while the premium day runs, when the promotion changes it (the landing page's banner). */
  duringPremiumDay?: PremiumDayHtml;
}

/** A route a remote declares (routes.json beside its manifest): what the api needs of it. */
export interface ShellRoute {
  path: string;
  title: string;
  signedIn: boolean;
  /** Its link in the layout's navigation, drawn into the frames' lists (nav-links.ts). */
  nav?: NavEntry;
}

export interface FrontBuilds {
  /** The shell's index.html, null when the shell is not built. */
  template: string | null;
  /** Every route the remotes of the map declare. */
  routes: ShellRoute[];
  /** Their public pages: never a signed-in route's. */
  pages: PageHead[];
  /** Pre-rendered pages by path. */
  prerendered: Map<string, PrerenderedPage>;
  /** The shell's layout around each route (by route path; '/*' for any other), with an empty slot for the page. */
  frames: Record<string, string>;
  /** How the frames' navigation lists are written from `routes`; null from a shell built without it. */
  navTemplates: NavTemplates | null;
  /** The shell's starter on intent (render-page.ts `startingOnIntent`); null from a shell built without it. */
  starter: string | null;
  /**
   * The top navigation's account links as the frames draw them (their room kept, the session unknown)
   * and as a visitor without a session sees them; null from a shell built without them.
   */
  accountLinks: AccountLinks | null;
}

/** The account links as the frames draw them and as a visitor sees them, and the same in the phone menu if drawn. */
export interface AccountLinks {
  waiting: string;
  visitor: string;
  menu?: { waiting: string; visitor: string };
}

export interface FrontBuildsSource {
  frontRoot: string;
  remotes: RemoteMap;
  fetch?: typeof fetch;
}

const readText = (path: string) => readFile(path, 'utf8').catch(() => null);

/**
 * A file of a remote's build beside its manifest (pages.json, prerender.json): on disk for the
 * remotes the api serves, else over HTTP; null when the build has none.
 */
async function remoteBuildFile(name: string, manifest: string, file: string, { frontRoot, fetch: get = fetch }: FrontBuildsSource): Promise<unknown> {
  const local = REMOTES[name as keyof typeof REMOTES];
  if (!/^https?:\/\//.test(manifest)) {
    if (!local) return null;
    const text = await readText(join(frontRoot, local.dir, 'dist', file));
    return text === null ? null : JSON.parse(text);
  }
  const response = await get(new URL(file, manifest), { signal: AbortSignal.timeout(3000) });
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`${file} de ${name} : HTTP ${response.status}`);
  return response.json();
}

/** A stylesheet of a remote's build, at the address its manifest's own URL gives it. */
function stylesheetUrl(css: string, manifest: string): string {
  if (/^https?:\/\//.test(manifest)) return new URL(css, manifest).href;
  return new URL(css, new URL(manifest, 'http://same-origin')).pathname;
}

async function remotePrerendered(name: string, manifest: string, source: FrontBuildsSource): Promise<[string, PrerenderedPage][]> {
  const file = await remoteBuildFile(name, manifest, 'prerender.json', source);
  if (file === null) return [];
  const { css, pages, premiumDay } = prerenderedSchema.parse(file);
  const stylesheets = css.map((path) => stylesheetUrl(path, manifest));
  return Object.entries(pages).map(([path, html]) => {
    const promoted = premiumDay?.pages[path];
    const duringPremiumDay = promoted === undefined ? {} : { duringPremiumDay: { html: promoted, endsAt: premiumDay!.endsAt, shownAs: premiumDay!.shownAs } };
    return [path, { html, stylesheets, ...duringPremiumDay }];
  });
}

/**
 * Reads the shell's page and frames and every remote's routes and public pages. A remote that cannot be
 * read is reported through `onError` and left out: its paths are then unknown here, answered 404
 * (the shell's own read of its routes decides what the browser shows).
 */
export async function readFrontBuilds(source: FrontBuildsSource, onError: (error: unknown) => void): Promise<FrontBuilds> {
  const shellDist = join(source.frontRoot, 'shell', 'dist');
  const [template, framesText, starterText] = await Promise.all([
    readText(join(shellDist, 'index.html')),
    readText(join(shellDist, 'frames.json')),
    readText(join(shellDist, 'start-on-intent.json')),
  ]);
  const perRemote = <T>(read: (name: string, manifest: string) => Promise<T[]>) =>
    Promise.all(
      Object.entries(source.remotes).map(async ([name, manifest]) => {
        try {
          return await read(name, manifest);
        } catch (error) {
          onError(error);
          return [];
        }
      }),
    );
  const [routeLists, pageLists, prerenderedLists] = await Promise.all([
    // Like pages.json, from another deploy: read through the contract the shell reads it with.
    perRemote(async (name, manifest) => remoteRoutesSchema.parse((await remoteBuildFile(name, manifest, 'routes.json', source)) ?? [])),
    // pages.json comes from another deploy, possibly another origin: untrusted input, read through the
    // contract the shell reads /pages.json with.
    perRemote(async (name, manifest) => pageHeadsSchema.parse((await remoteBuildFile(name, manifest, 'pages.json', source)) ?? [])),
    perRemote((name, manifest) => remotePrerendered(name, manifest, source)),
  ]);
  let frames: Record<string, string> = {};
  let navTemplates: NavTemplates | null = null;
  let accountLinks: FrontBuilds['accountLinks'] = null;
  try {
    const read = framesText === null ? null : framesSchema.parse(JSON.parse(framesText));
    frames = read?.pages ?? {};
    navTemplates = read?.navItems && read.navPlaceholders ? { items: read.navItems, placeholders: read.navPlaceholders } : null;
    accountLinks = read?.accountLinks ?? null;
  } catch (error) {
    onError(error);
  }
  let starter: string | null = null;
  try {
    starter = starterText === null ? null : starterSchema.parse(JSON.parse(starterText)).script;
  } catch (error) {
    onError(error);
  }
  const routes = routeLists.flat().map(({ path, title, signedIn, nav }) => ({ path, title, signedIn, ...(nav ? { nav } : {}) }));
  // A signed-in screen is never a public page, whatever a remote's pages.json says.
  const signedIn = new Set(routes.filter((route) => route.signedIn).map((route) => route.path));
  const pages = pageLists.flat().filter((page) => !signedIn.has(page.path));
  const prerendered = prerenderedLists.flat().filter(([path]) => !signedIn.has(path));
  return { template, routes, frames, navTemplates, starter, accountLinks, pages, prerendered: new Map(prerendered) };
}
