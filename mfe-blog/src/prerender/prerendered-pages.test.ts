import { PAGE_HEADS } from '../page-heads/page-heads.ts';
import { PRERENDERED_PAGES } from './prerendered-pages.tsx';

const { pages } = PRERENDERED_PAGES;

// French typography puts non-breaking spaces before ':' and '?'; what matters here is the words.
const words = (text: string | null | undefined) => (text ?? '').replace(/[\s\u00a0\u202f]+/g, ' ').trim();
const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');

it('renders the list and every article, no more', () => {
  expect(Object.keys(pages).toSorted()).toEqual(PAGE_HEADS.map((page) => page.path).toSorted());
});

it.each(PAGE_HEADS.map((head) => [head.path, head] as const))('draws %s with its one heading and its text', (path, head) => {
  const page = parse(pages[path]!);
  const headings = [...page.querySelectorAll('h1')].map((h1) => words(h1.textContent));
  expect(headings).toEqual([words(head.title.replace(/ \| Lettra$/, ''))]);
  expect(words(page.body.textContent)).toContain(words(head.description));
});

it('draws an article whole, not its loading state', () => {
  const article = parse(pages['/blog/structurer-sa-lettre-methode-vous-moi-nous']!);
  expect(article.querySelector('[role="status"]')).toBeNull();
  expect(words(article.body.textContent)).toContain('Pourquoi cette structure fonctionne');
  expect(words(article.body.textContent)).toContain('Par Sophie Lambert');
});

it('has nothing the premium day changes', () => {
  expect(PRERENDERED_PAGES.premiumDay.pages).toEqual({});
});
