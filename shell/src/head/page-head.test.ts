import type { PageHead } from '@lettra/contracts';
import { applyPageHead } from './apply-page-head.ts';
import { headFor } from './usePageHead.ts';

const faq: PageHead = {
  path: '/faq',
  title: 'Questions fréquentes | Lettra',
  description: 'Tout savoir.',
  kind: 'website',
  structuredData: [{ '@type': 'FAQPage' }],
};
const article: PageHead = { path: '/blog/un-article', title: 'Un article | Lettra', description: 'Un extrait.', kind: 'article' };

const meta = (selector: string) => document.head.querySelector<HTMLMetaElement>(selector)?.content;

it('finds the head of a public page, of a private screen and of an unknown path by the api’s rule', () => {
  const routes = [
    { path: '/settings', title: 'Paramètres' },
    { path: '/blog/:id', title: 'Article' },
  ];
  expect(headFor('/faq/', [faq, article], routes)).toBe(faq);
  expect(headFor('/blog/un-article', [faq, article], routes)).toBe(article);
  expect(headFor('/settings', [faq], routes)).toEqual({ title: 'Paramètres | Lettra' });
  expect(headFor('/blog/inconnu', [faq], routes)).toEqual({ title: 'Page introuvable | Lettra' });
});

it('swaps the whole head when navigating from a public page to a private one and back', () => {
  applyPageHead(document, faq, 'https://lettra.example');
  expect(document.title).toBe('Questions fréquentes | Lettra');
  expect(meta('meta[name="description"]')).toBe('Tout savoir.');
  expect(document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href).toBe('https://lettra.example/faq');
  expect(meta('meta[property="og:title"]')).toBe('Questions fréquentes | Lettra');
  expect(document.head.querySelectorAll('script[type="application/ld+json"]')).toHaveLength(1);
  expect(meta('meta[name="robots"]')).toBeUndefined();

  applyPageHead(document, { title: 'Paramètres | Lettra' }, 'https://lettra.example');
  expect(document.title).toBe('Paramètres | Lettra');
  expect(meta('meta[name="robots"]')).toBe('noindex');
  expect(meta('meta[name="description"]')).toBeUndefined();
  expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
  expect(document.head.querySelectorAll('script[type="application/ld+json"]')).toHaveLength(0);

  applyPageHead(document, article, 'https://lettra.example');
  expect(meta('meta[property="og:type"]')).toBe('article');
  expect(meta('meta[name="robots"]')).toBeUndefined();
});
