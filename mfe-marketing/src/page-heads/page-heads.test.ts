import { frenchDateToIso } from './french-date.ts';
import { PAGE_HEADS } from './page-heads.ts';

it('gives every page of the remote its own title and description', () => {
  expect(PAGE_HEADS.map((page) => page.path)).toEqual(['/', '/examples', '/pricing', '/faq', '/terms', '/privacy', '/cookies', '/gdpr']);
  expect(new Set(PAGE_HEADS.map((page) => page.title)).size).toBe(PAGE_HEADS.length);
  expect(new Set(PAGE_HEADS.map((page) => page.description)).size).toBe(PAGE_HEADS.length);
  expect(PAGE_HEADS.find((page) => page.path === '/pricing')?.title).toBe('Des tarifs simples et transparents | Lettra');
});

it('describes the FAQ as questions and answers and the prices as offers', () => {
  const faq = PAGE_HEADS.find((page) => page.path === '/faq')?.structuredData?.[0];
  expect(faq).toMatchObject({ '@type': 'FAQPage', mainEntity: expect.arrayContaining([expect.objectContaining({ name: 'Qu’est-ce que Lettra ?' })]) });
  const product = PAGE_HEADS.find((page) => page.path === '/pricing')?.structuredData?.[0];
  expect(product).toMatchObject({ offers: [{ price: '0', priceCurrency: 'EUR' }, { price: '5.99', priceCurrency: 'EUR' }] });
});

it('reads the legal pages’ written-out date', () => {
  expect(frenchDateToIso('22 novembre 2026')).toBe('2026-11-22');
  expect(frenchDateToIso('3 août 2025')).toBe('2025-08-03');
  expect(() => frenchDateToIso('le 3 août')).toThrow();
});
