import { escapeHtml } from './escape-html.ts';
import { canonicalPath, type RouteAnswer } from './route-answer.ts';
import type { AccountLinks } from './page-manifests.ts';

// JSON-LD sits inside a <script>: '<' escaped so no text can close it.
const jsonLd = (data: Record<string, unknown>) =>
  `<script type="application/ld+json">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;

const meta = (attribute: 'name' | 'property', key: string, content: string) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;

/** The head tags of one route: what crawlers and link previews read without running any script. */
export function headTags(answer: RouteAnswer, siteUrl: string, path: string): string {
  if (!answer.indexable) return [`<title>${escapeHtml(answer.title)}</title>`, meta('name', 'robots', 'noindex')].join('\n    ');
  const { head } = answer;
  const url = `${siteUrl}${canonicalPath(path)}`;
  return [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    meta('property', 'og:type', head.kind),
    meta('property', 'og:site_name', 'Lettra'),
    meta('property', 'og:locale', 'fr_FR'),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', url),
    meta('name', 'twitter:card', 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    ...(head.structuredData ?? []).map(jsonLd),
  ].join('\n    ');
}

/** What the page shows before any script runs: the shell's layout with the remote's page inside. */
export interface PageBody {
  /** The content of #root. */
  root: string;
  /** The remote's stylesheets the page needs. */
  stylesheets: string[];
}

const SLOT = /<div data-prerendered=""[^>]*><\/div>/;

/**
 * The shell's layout for a route (frames.json) with a remote's pre-rendered page in its slot, or null
 * when the frame has no slot. Both are HTML from the builds.
 */
export function pageInFrame(frame: string, page: { html: string; stylesheets: string[] }): PageBody | null {
  const match = SLOT.exec(frame);
  if (!match) return null;
  const slot = `${match[0].slice(0, -'</div>'.length)}${page.html}</div>`;
  return { root: frame.slice(0, match.index) + slot + frame.slice(match.index + match[0].length), stylesheets: page.stylesheets };
}

/**
 * The shell's index.html with the route's head in place of the generic title and description
 * it was built with, the page language stated, and the page's content when it was pre-rendered.
 */
export function renderPage(template: string, answer: RouteAnswer, siteUrl: string, path: string, body: PageBody | null = null): string {
  const withoutGeneric = template
    .replace(/(?<!\s)\s*<title>[\s\S]*?<\/title>/i, '')
    .replace(/(?<!\s)\s*<meta\s+name="description"[^>]*>/i, '')
    .replace(/<html\b([^>]*)>/i, (tag, attributes: string) => (/\blang=/i.test(attributes) ? tag : `<html lang="fr"${attributes}>`));
  const stylesheets = (body?.stylesheets ?? []).map((href) => `\n    <link rel="stylesheet" crossorigin href="${escapeHtml(href)}" />`).join('');
  const withHead = withoutGeneric.replace(/(?<!\s)\s*<\/head>/i, () => `\n    ${headTags(answer, siteUrl, path)}${stylesheets}\n  </head>`);
  // A function as replacement: the page's HTML is inserted as it is, '$&' and all.
  return body ? withHead.replace('<div id="root"></div>', () => `<div id="root">${body.root}</div>`) : withHead;
}

const attributeOf = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1] ?? null;
const SCRIPT = /<script\b[^>]*><\/script>/gi;
/** The module a script tag starts, or null. */
const moduleOf = (tag: string) => (attributeOf(tag, 'type') === 'module' ? attributeOf(tag, 'src') : null);

/**
 * The page as it waits for the visitor's intent (shell/src/start/start-on-intent.ts): the shell's module
 * script becomes the starter, which names it and the modules it preloads, and those preloads go, so
 * that nothing of the shell is fetched before the starter asks for it. `premiumDay`: the promotion runs,
 * so the starter starts the shell at once for a browser that has not shown its notice yet. A template
 * with no module script, or several, is left as it is.
 */
export function startingOnIntent(template: string, starter: string, { premiumDay = false } = {}): string {
  const apps = [...template.matchAll(SCRIPT)].map(([tag]) => moduleOf(tag)).filter((src) => src !== null);
  if (apps.length !== 1) return template;
  const preloads: string[] = [];
  const withoutPreloads = template.replace(/<link\b[^>]*>/gi, (tag) => {
    const href = attributeOf(tag, 'href');
    if (attributeOf(tag, 'rel') !== 'modulepreload' || href === null) return tag;
    preloads.push(href);
    return '';
  });
  const starterTag = `<script type="module" src="${escapeHtml(starter)}"${premiumDay ? ' data-premium-day=""' : ''} data-app="${escapeHtml(apps[0]!)}" data-preload="${escapeHtml(preloads.join(' '))}"></script>`;
  return withoutPreloads.replace(SCRIPT, (tag) => (moduleOf(tag) === null ? tag : starterTag));
}

/** `html` with `waiting` drawn as `visitor`, once; null when `html` does not hold `waiting`. */
function drawnForVisitor(html: string, { waiting, visitor }: { waiting: string; visitor: string }): string | null {
  const at = html.indexOf(waiting);
  return at < 0 ? null : html.slice(0, at) + visitor + html.slice(at + waiting.length);
}

/**
 * A page's body as a visitor without a session sees it: the account links the frame keeps room for
 * (`waiting`) drawn signed out (`visitor`), once, and so in the phone menu when the shell's build draws
 * one; null when the frame does not hold them as the shell's build drew them, since such a page must
 * then start the shell at once to show them.
 */
export function withVisitorLinks(body: PageBody, accountLinks: AccountLinks): PageBody | null {
  const inBar = drawnForVisitor(body.root, accountLinks);
  const root = inBar !== null && accountLinks.menu ? drawnForVisitor(inBar, accountLinks.menu) : inBar;
  return root === null ? null : { ...body, root };
}
