import { canonicalPath, type RouteAnswer } from './route-answer.ts';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

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

/**
 * The shell's index.html with the route's head in place of the generic title and description
 * it was built with, and the page language stated.
 */
export function renderPage(template: string, answer: RouteAnswer, siteUrl: string, path: string): string {
  const withoutGeneric = template
    .replace(/(?<!\s)\s*<title>[\s\S]*?<\/title>/i, '')
    .replace(/(?<!\s)\s*<meta\s+name="description"[^>]*>/i, '')
    .replace(/<html\b([^>]*)>/i, (tag, attributes: string) => (/\blang=/i.test(attributes) ? tag : `<html lang="fr"${attributes}>`));
  return withoutGeneric.replace(/(?<!\s)\s*<\/head>/i, `\n    ${headTags(answer, siteUrl, path)}\n  </head>`);
}
