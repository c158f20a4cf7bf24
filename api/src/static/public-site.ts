import { CompressibleText } from './compressed-text.ts';
import { robotsTxt, sitemapXml } from './crawler-files.ts';
import { readFrontBuilds, type FrontBuilds, type FrontBuildsSource } from './page-manifests.ts';
import { datedForPremiumDay } from './premium-day-page.ts';
import { withNavLinks } from './nav-links.ts';
import type { RemoteMap } from './remote-map.ts';
import { pageInFrame, renderPage, startingOnIntent, withVisitorLinks, type PageBody } from './render-page.ts';
import { answerFor, canonicalPath, routeFor, type RouteAnswer } from './route-answer.ts';

/** How long a read of the builds is trusted: a remote's release reaches the pages' heads within it. */
export const BUILDS_TTL_MS = 30_000;

const HTML = 'text/html; charset=utf-8';

/** The premium-day promotion running now: its end, and the app's time zone for its banner. */
export interface RunningPremiumDay {
  end: Date;
  timeZone: string;
}

/** Everything the api sends about the pages, made from one read of the builds. */
class Snapshot {
  private readonly pagesByKey = new Map<string, CompressibleText>();
  readonly robots: CompressibleText;
  readonly sitemap: CompressibleText;
  /** The public pages' heads, for the shell to keep the head right when navigating. */
  readonly pageHeads: CompressibleText;
  private readonly builds: FrontBuilds;
  private readonly siteUrl: string;
  /**
   * The shell's page starting on intent, on an ordinary day and while the premium day runs, when its
   * build has a starter and draws the signed-out account links.
   */
  private readonly onIntentTemplates: { ordinary: string; premiumDay: string } | null;

  constructor(builds: FrontBuilds, siteUrl: string) {
    this.builds = builds;
    this.siteUrl = siteUrl;
    this.robots = new CompressibleText(robotsTxt(siteUrl), 'text/plain; charset=utf-8');
    this.sitemap = new CompressibleText(sitemapXml(siteUrl, builds.pages), 'application/xml; charset=utf-8');
    this.pageHeads = new CompressibleText(JSON.stringify(builds.pages), 'application/json; charset=utf-8');
    const { template, starter, accountLinks } = builds;
    this.onIntentTemplates =
      template !== null && starter !== null && accountLinks !== null
        ? { ordinary: startingOnIntent(template, starter), premiumDay: startingOnIntent(template, starter, { premiumDay: true }) }
        : null;
  }

  /**
   * The page for `pathname`, or null when the shell is not built. `onIntent` (a request without the
   * session cookie): a pre-rendered page then comes with the signed-out account links drawn and starts
   * the shell at the visitor's first intent rather than at once (docs/public-pages.md 'First load').
   */
  page(pathname: string, premiumDay: RunningPremiumDay | null = null, { onIntent = false } = {}): { answer: RouteAnswer; html: CompressibleText } | null {
    const { template, pages, routes } = this.builds;
    if (template === null) return null;
    const answer = answerFor(pathname, pages, routes);
    const prerendered = answer.indexable ? this.builds.prerendered.get(answer.head.path) : undefined;
    // The page the promotion changes is told apart by the promotion's end: a new day, a new page.
    const promoted = premiumDay && prerendered?.duringPremiumDay ? prerendered.duringPremiumDay : null;
    // Only a page with the server's HTML waits for an intent: any other has nothing to show without the shell.
    const waits = onIntent && prerendered !== undefined && this.onIntentTemplates !== null;
    // Every unknown path gets the same page: one cache entry, however many paths are tried.
    const key =
      answer.status === 404
        ? ''
        : `${canonicalPath(pathname)}${promoted ? ` ${premiumDay!.end.toISOString()}` : ''}${waits ? ` on intent${premiumDay ? ' premium day' : ''}` : ''}`;
    let html = this.pagesByKey.get(key);
    if (!html) {
      const content = promoted ? datedForPremiumDay(promoted, premiumDay!.end, premiumDay!.timeZone) : prerendered?.html;
      const body = content === undefined ? null : this.body(pathname, { html: content, stylesheets: prerendered!.stylesheets });
      // Drawn for a visitor: the account links the shell would show once it knows there is no session.
      const forVisitor = waits && body ? withVisitorLinks(body, this.builds.accountLinks!) : null;
      const page = forVisitor
        ? renderPage(premiumDay ? this.onIntentTemplates!.premiumDay : this.onIntentTemplates!.ordinary, answer, this.siteUrl, pathname, forVisitor)
        : renderPage(template, answer, this.siteUrl, pathname, body);
      html = new CompressibleText(page, HTML);
      this.pagesByKey.set(key, html);
    }
    return { answer, html };
  }

  /** A public page's pre-rendered content inside the shell's layout for its route, when the shell has it. */
  private body(pathname: string, page: { html: string; stylesheets: string[] }): PageBody | null {
    const route = routeFor(pathname, this.builds.routes);
    // A route a remote released after the shell's build has no frame of its own: the one marking no link.
    const frame = route ? (this.builds.frames[route.path] ?? this.builds.frames['/*']) : undefined;
    if (!frame) return null;
    const { navTemplates, routes } = this.builds;
    return pageInFrame(navTemplates ? withNavLinks(frame, navTemplates, routes, pathname) : frame, page);
  }
}

export interface PublicSiteSource extends Omit<FrontBuildsSource, 'remotes'> {
  /** The remote map now (remote-map-source.ts): the same object while it does not change. */
  remoteMap: () => Promise<RemoteMap>;
  siteUrl: string;
  now: () => Date;
  onError: (error: unknown) => void;
}

/**
 * The builds, read again once BUILDS_TTL_MS has passed, so deploys need no api restart, and at once
 * when the remote map changes: a released remote's pages are served from its new build on the next load.
 */
export function createPublicSite({ remoteMap, ...source }: PublicSiteSource) {
  let current: { snapshot: Snapshot; readAt: number; remotes: RemoteMap } | null = null;
  let reading: { remotes: RemoteMap; snapshot: Promise<Snapshot> } | null = null;

  const read = async (remotes: RemoteMap) => {
    const readAt = source.now().getTime();
    const snapshot = new Snapshot(await readFrontBuilds({ ...source, remotes }, source.onError), source.siteUrl);
    current = { snapshot, readAt, remotes };
    return snapshot;
  };

  return {
    async snapshot(): Promise<Snapshot> {
      const remotes = await remoteMap();
      if (current?.remotes === remotes && source.now().getTime() - current.readAt < BUILDS_TTL_MS) return current.snapshot;
      if (reading?.remotes !== remotes) {
        const started = { remotes, snapshot: read(remotes) };
        started.snapshot
          .finally(() => {
            if (reading === started) reading = null;
          })
          .catch(() => {});
        reading = started;
      }
      return reading.snapshot;
    },
  };
}
