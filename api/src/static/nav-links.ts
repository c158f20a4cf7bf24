// The shell's frames (frames.json) carry the navigation links of the routes the remotes declared when the
// shell was built. Each list the layout marks `data-nav` is written again here from the routes of the
// remotes as they are now, with the markup of one link the shell's build gives (`navItems`), so a link a
// remote adds by its own release is in the server's HTML without the shell being rebuilt
// (docs/federation.md 'Routes declared by the remotes').
import { escapeHtml } from './escape-html.ts';
import { canonicalPath } from './route-answer.ts';

/** A route's entry in a menu, as a remote declares it in routes.json. */
export interface NavEntry {
  menu: 'main' | 'legal';
  label: string;
}

/** One list of links of the shell's layout: the menu it shows, one link's markup off its page and on it. */
export interface NavItemTemplate {
  menu: 'main' | 'legal';
  link: string;
  current: string;
}

/** The lists' links as the shell's build drew them, with the stand-ins for a link's path and label. */
export interface NavTemplates {
  items: Record<string, NavItemTemplate>;
  placeholders: { path: string; label: string };
}

/** The link's page is shown: as react-router's NavLink decides it, the home link on the home page only. */
function isCurrent(to: string, pathname: string): boolean {
  const here = canonicalPath(pathname).toLowerCase();
  const target = to.toLowerCase();
  return here === target || (target !== '/' && here.startsWith(`${target}/`));
}

/** A list's `<ul data-nav="…">` and what it holds: a list never nests another. */
const LIST = /(<ul\b[^>]*\bdata-nav="([\w-]+)"[^>]*>)[\s\S]*?(<\/ul>)/g;

/**
 * `frame` with each list it marks holding the links of `routes` in that list's menu, in their order, the
 * first route of a path only (as the shell composes them). A list the templates do not know is left as
 * the shell's build drew it.
 */
export function withNavLinks(frame: string, templates: NavTemplates, routes: ReadonlyArray<{ path: string; nav?: NavEntry }>, pathname: string): string {
  const seen = new Set<string>();
  const links = routes.filter(({ path }) => !seen.has(path) && seen.add(path));
  const { path: pathStandIn, label: labelStandIn } = templates.placeholders;
  return frame.replace(LIST, (list, open: string, name: string, close: string) => {
    const template = templates.items[name];
    if (!template) return list;
    const items = links.flatMap(({ path, nav }) => {
      if (nav?.menu !== template.menu) return [];
      const markup = isCurrent(path, pathname) ? template.current : template.link;
      // Functions as replacements: a label is inserted as it is, '$&' and all.
      return [markup.replaceAll(pathStandIn, () => escapeHtml(path)).replaceAll(labelStandIn, () => escapeHtml(nav.label))];
    });
    return `${open}${items.join('')}${close}`;
  });
}
