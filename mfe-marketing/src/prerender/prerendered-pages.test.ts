import { PAGE_HEADS } from '../page-heads/page-heads.ts';
import { PRERENDERED_PAGES } from './prerendered-pages.tsx';

// French typography puts non-breaking spaces before ':' and '?'; what matters here is the words.
const words = (text: string | null | undefined) => (text ?? '').replace(/[\s\u00a0\u202f]+/g, ' ').trim();
const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');

it('renders every public page of the remote, no more', () => {
  expect(Object.keys(PRERENDERED_PAGES).toSorted()).toEqual(PAGE_HEADS.map((page) => page.path).toSorted());
});

it.each(PAGE_HEADS.map((head) => [head.path, head] as const))('draws %s with its one heading and its text', (path, head) => {
  const page = parse(PRERENDERED_PAGES[path]!);
  const headings = [...page.querySelectorAll('h1')].map((h1) => words(h1.textContent));
  expect(headings).toHaveLength(1);
  if (path !== '/') expect(headings[0]).toBe(words(head.title.replace(/ \| Lettra$/, '')));
  expect(words(page.body.textContent)).toContain(words(head.description));
});

it('draws the landing page’s hero and its sections, and the plans with their prices', () => {
  const landing = words(parse(PRERENDERED_PAGES['/']!).body.textContent);
  expect(landing).toContain('Une lettre de motivation sur mesure, prête en quelques secondes');
  expect(landing).toContain('Prêt à décrocher votre prochain entretien ?');
  expect(words(parse(PRERENDERED_PAGES['/pricing']!).body.textContent)).toContain('5,99');
});
