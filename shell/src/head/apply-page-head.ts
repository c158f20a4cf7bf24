import type { PageHead } from '@lettra/contracts';

/** A page the head tells search engines to leave out: account screens and the not-found page. */
export interface PrivateHead {
  title: string;
}

function setMeta(doc: Document, attribute: 'name' | 'property', key: string, content: string | null) {
  let element = doc.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (content === null) return element?.remove();
  if (!element) {
    element = doc.createElement('meta');
    element.setAttribute(attribute, key);
    doc.head.append(element);
  }
  element.content = content;
}

function setCanonical(doc: Document, href: string | null) {
  let link = doc.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (href === null) return link?.remove();
  if (!link) {
    link = doc.createElement('link');
    link.rel = 'canonical';
    doc.head.append(link);
  }
  link.href = href;
}

/**
 * Puts the head the api wrote for a full load (api/src/static/render-page.ts) in place after a
 * navigation inside the app, so the tab, bookmarks and shares name the page the user is on.
 */
export function applyPageHead(doc: Document, head: PageHead | PrivateHead, origin: string) {
  const page = 'path' in head ? head : null;
  const url = page ? `${origin}${page.path}` : null;
  doc.title = head.title;
  setMeta(doc, 'name', 'robots', page ? null : 'noindex');
  setMeta(doc, 'name', 'description', page?.description ?? null);
  setCanonical(doc, url);
  setMeta(doc, 'property', 'og:type', page?.kind ?? null);
  setMeta(doc, 'property', 'og:title', page?.title ?? null);
  setMeta(doc, 'property', 'og:description', page?.description ?? null);
  setMeta(doc, 'property', 'og:url', url);
  setMeta(doc, 'name', 'twitter:title', page?.title ?? null);
  setMeta(doc, 'name', 'twitter:description', page?.description ?? null);
  for (const script of doc.head.querySelectorAll('script[type="application/ld+json"]')) script.remove();
  for (const data of page?.structuredData ?? []) {
    const script = doc.createElement('script');
    script.type = 'application/ld+json';
    script.textContent = JSON.stringify(data);
    doc.head.append(script);
  }
}
