import { describe, expect, it } from 'vitest';
import { withNavLinks, type NavTemplates } from './nav-links.ts';

// Templates shaped as the shell's build draws them (shell/src/prerender/frames.tsx): one link of each
// list off its page and on it, with stand-ins for its path and label.
const TEMPLATES: NavTemplates = {
  placeholders: { path: '/__nav-path__', label: '__nav-label__' },
  items: {
    top: {
      menu: 'main',
      link: '<li><a class="off" href="/__nav-path__">__nav-label__</a></li>',
      current: '<li><a aria-current="page" class="on" href="/__nav-path__">__nav-label__</a></li>',
    },
    'footer-legal': { menu: 'legal', link: '<li><a href="/__nav-path__">__nav-label__</a></li>', current: '<li><a href="/__nav-path__">__nav-label__</a></li>' },
  },
};
const FRAME =
  '<nav><ul data-nav="top" class="bar"><li><a href="/old">Ancien</a></li></ul></nav><main></main>' +
  '<footer><ul data-nav="footer-legal"></ul><ul data-nav="footer-unknown"><li>gardé</li></ul></footer>';
const ROUTES = [
  { path: '/', nav: { menu: 'main', label: 'Accueil' } },
  { path: '/blog', nav: { menu: 'main', label: 'Blog' } },
  { path: '/blog/:id' },
  { path: '/terms', nav: { menu: 'legal', label: 'CGU' } },
  { path: '/blog/a-la-une', nav: { menu: 'main', label: 'À la une' } },
] as const;

const listOf = (html: string, name: string) => new RegExp(`<ul data-nav="${name}"[^>]*>([\\s\\S]*?)</ul>`).exec(html)?.[1];

describe('withNavLinks', () => {
  it('writes each marked list from the routes of its menu, in their order, in place of the build’s', () => {
    const html = withNavLinks(FRAME, TEMPLATES, ROUTES, '/terms');
    expect(listOf(html, 'top')).toBe(
      '<li><a class="off" href="/">Accueil</a></li><li><a class="off" href="/blog">Blog</a></li><li><a class="off" href="/blog/a-la-une">À la une</a></li>',
    );
    expect(listOf(html, 'footer-legal')).toBe('<li><a href="/terms">CGU</a></li>');
    expect(html).toContain('<ul data-nav="top" class="bar">');
  });

  it('leaves a list the templates do not know as the build drew it', () => {
    expect(listOf(withNavLinks(FRAME, TEMPLATES, ROUTES, '/'), 'footer-unknown')).toBe('<li>gardé</li>');
  });

  it.each([
    // The home link only on the home page, as NavLink's `end` marks it.
    ['/', ['/']],
    ['/blog', ['/blog']],
    // A page below a link's marks it (an article marks the blog), whatever the case and a trailing slash.
    ['/blog/un-article/', ['/blog']],
    ['/Blog/A-la-une', ['/blog', '/blog/a-la-une']],
    ['/blogue', []],
  ])('on %s marks %j as the current page', (pathname, marked) => {
    const html = withNavLinks(FRAME, TEMPLATES, ROUTES, pathname);
    expect([...html.matchAll(/aria-current="page" class="on" href="([^"]+)"/g)].map((match) => match[1])).toEqual(marked);
  });

  it('keeps the first route of a path two remotes declare, as the shell does', () => {
    const routes = [...ROUTES, { path: '/blog', nav: { menu: 'main', label: 'Autre blog' } } as const];
    expect(listOf(withNavLinks(FRAME, TEMPLATES, routes, '/'), 'top')).not.toContain('Autre blog');
  });

  it('escapes a label and a path, and inserts them as they are, replacement patterns included', () => {
    const routes = [{ path: '/prix"', nav: { menu: 'main', label: '<b>5$& $1</b>' } } as const];
    expect(listOf(withNavLinks(FRAME, TEMPLATES, routes, '/'), 'top')).toBe('<li><a class="off" href="/prix&quot;">&lt;b&gt;5$&amp; $1&lt;/b&gt;</a></li>');
  });
});
