import { CompressibleText } from './compressed-text.ts';
import { robotsTxt, sitemapXml } from './crawler-files.ts';
import { readFrontBuilds, type FrontBuilds, type FrontBuildsSource } from './page-manifests.ts';
import { pageInFrame, renderPage, type PageBody } from './render-page.ts';
import { answerFor, canonicalPath, routeFor, type RouteAnswer } from './route-answer.ts';

/** How long a read of the builds is trusted: a remote's release reaches the pages' heads within it. */
export const BUILDS_TTL_MS = 30_000;

const HTML = 'text/html; charset=utf-8';

/** Everything the api sends about the pages, made from one read of the builds. */
class Snapshot {
  private readonly pagesByKey = new Map<string, CompressibleText>();
  readonly robots: CompressibleText;
  readonly sitemap: CompressibleText;
  /** The public pages' heads, for the shell to keep the head right when navigating. */
  readonly pageHeads: CompressibleText;
  private readonly builds: FrontBuilds;
  private readonly siteUrl: string;

  constructor(builds: FrontBuilds, siteUrl: string) {
    this.builds = builds;
    this.siteUrl = siteUrl;
    this.robots = new CompressibleText(robotsTxt(siteUrl), 'text/plain; charset=utf-8');
    this.sitemap = new CompressibleText(sitemapXml(siteUrl, builds.pages), 'application/xml; charset=utf-8');
    this.pageHeads = new CompressibleText(JSON.stringify(builds.pages), 'application/json; charset=utf-8');
  }

  /** The page for `pathname`, or null when the shell is not built. */
  page(pathname: string): { answer: RouteAnswer; html: CompressibleText } | null {
    const { template, pages, routes } = this.builds;
    if (template === null) return null;
    const answer = answerFor(pathname, pages, routes);
    // Every unknown path gets the same page: one cache entry, however many paths are tried.
    const key = answer.status === 404 ? '' : canonicalPath(pathname);
    let html = this.pagesByKey.get(key);
    if (!html) {
      html = new CompressibleText(renderPage(template, answer, this.siteUrl, pathname, this.body(answer, pathname)), HTML);
      this.pagesByKey.set(key, html);
    }
    return { answer, html };
  }

  /** The pre-rendered content of a public page inside the shell's layout, when both builds have it. */
  private body(answer: RouteAnswer, pathname: string): PageBody | null {
    if (!answer.indexable) return null;
    const page = this.builds.prerendered.get(answer.head.path);
    const route = routeFor(pathname, this.builds.routes);
    const frame = route ? this.builds.frames[route.path] : undefined;
    return page && frame ? pageInFrame(frame, page) : null;
  }
}

/** The builds, read again once BUILDS_TTL_MS has passed, so deploys need no api restart. */
export function createPublicSite(source: FrontBuildsSource & { siteUrl: string; now: () => Date; onError: (error: unknown) => void }) {
  let current: { snapshot: Snapshot; readAt: number } | null = null;
  let reading: Promise<Snapshot> | null = null;

  const read = async () => {
    const readAt = source.now().getTime();
    const snapshot = new Snapshot(await readFrontBuilds(source, source.onError), source.siteUrl);
    current = { snapshot, readAt };
    return snapshot;
  };

  return {
    async snapshot(): Promise<Snapshot> {
      if (current && source.now().getTime() - current.readAt < BUILDS_TTL_MS) return current.snapshot;
      reading ??= read().finally(() => {
        reading = null;
      });
      return reading;
    },
  };
}
