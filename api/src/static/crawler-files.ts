import type { PageHead } from '@lettra/contracts';

/** robots.txt: everything public may be crawled; the account screens say noindex themselves. */
export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** sitemap.xml: every public page the remotes list, with the day its text last changed when known. */
export function sitemapXml(siteUrl: string, pages: PageHead[]): string {
  const urls = pages.map((page) => {
    const lastmod = page.lastModified ? `<lastmod>${page.lastModified}</lastmod>` : '';
    return `  <url><loc>${escapeXml(`${siteUrl}${page.path}`)}</loc>${lastmod}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}
