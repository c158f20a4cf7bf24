import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { LOCAL_REMOTES, type RemoteMap } from './remote-map.ts';

// pages.json as the remotes' builds write it (federation-config/page-manifest.ts). It comes from
// another deploy, possibly another origin: read as untrusted input.
const pageHeadSchema = z.object({
  path: z.string().regex(/^\/[^?#]*$/),
  title: z.string().min(1).max(200),
  description: z.string().max(1000),
  kind: z.enum(['website', 'article']),
  lastModified: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
  structuredData: z.array(z.record(z.string(), z.unknown())).optional(),
});
export type PageHead = z.infer<typeof pageHeadSchema>;
const pagesSchema = z.array(pageHeadSchema);

/** One route of the shell's route table (routes.json of the shell's build). */
const shellRouteSchema = z.object({ path: z.string(), label: z.string() });
export type ShellRoute = z.infer<typeof shellRouteSchema>;
const shellRoutesSchema = z.array(shellRouteSchema);

export interface FrontBuilds {
  /** The shell's index.html, null when the shell is not built. */
  template: string | null;
  routes: ShellRoute[];
  pages: PageHead[];
}

export interface FrontBuildsSource {
  frontRoot: string;
  remotes: RemoteMap;
  fetch?: typeof fetch;
}

const readText = (path: string) => readFile(path, 'utf8').catch(() => null);

/** pages.json beside each remote's manifest: on disk for the remotes the api serves, else over HTTP. */
async function remotePages(name: string, manifest: string, { frontRoot, fetch: get = fetch }: FrontBuildsSource): Promise<unknown> {
  const local = LOCAL_REMOTES[name as keyof typeof LOCAL_REMOTES];
  if (!/^https?:\/\//.test(manifest)) {
    if (!local) return [];
    const text = await readText(join(frontRoot, local.dir, 'dist', 'pages.json'));
    return text === null ? [] : JSON.parse(text);
  }
  const response = await get(new URL('pages.json', manifest), { signal: AbortSignal.timeout(3000) });
  if (response.status === 404) return [];
  if (!response.ok) throw new Error(`pages.json de ${name} : HTTP ${response.status}`);
  return response.json();
}

/**
 * Reads the shell's page and route table and every remote's public pages. A remote that cannot be
 * read is reported through `onError` and left out (its routes still answer, without their head).
 */
export async function readFrontBuilds(source: FrontBuildsSource, onError: (error: unknown) => void): Promise<FrontBuilds> {
  const shellDist = join(source.frontRoot, 'shell', 'dist');
  const [template, routesText] = await Promise.all([readText(join(shellDist, 'index.html')), readText(join(shellDist, 'routes.json'))]);
  const pageLists = await Promise.all(
    Object.entries(source.remotes).map(async ([name, manifest]) => {
      try {
        return pagesSchema.parse(await remotePages(name, manifest, source));
      } catch (error) {
        onError(error);
        return [];
      }
    }),
  );
  let routes: ShellRoute[] = [];
  try {
    routes = routesText === null ? [] : shellRoutesSchema.parse(JSON.parse(routesText));
  } catch (error) {
    onError(error);
  }
  return { template, routes, pages: pageLists.flat() };
}
