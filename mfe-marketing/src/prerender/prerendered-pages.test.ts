import { PAGE_HEADS } from '../page-heads/page-heads.ts';
import { PRERENDERED_PAGES } from './prerendered-pages.tsx';

const { pages } = PRERENDERED_PAGES;

// French typography puts non-breaking spaces before ':' and '?'; what matters here is the words.
const words = (text: string | null | undefined) => (text ?? '').replace(/[\s\u00a0\u202f]+/g, ' ').trim();
const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');

it('renders every public page of the remote, no more', () => {
  expect(Object.keys(pages).toSorted()).toEqual(PAGE_HEADS.map((page) => page.path).toSorted());
});

it.each(PAGE_HEADS.map((head) => [head.path, head] as const))('draws %s with its one heading and its text', (path, head) => {
  const page = parse(pages[path]!);
  const headings = [...page.querySelectorAll('h1')].map((h1) => words(h1.textContent));
  expect(headings).toHaveLength(1);
  if (path !== '/') expect(headings[0]).toBe(words(head.title.replace(/ \| Lettra$/, '')));
  expect(words(page.body.textContent)).toContain(words(head.description));
});

it('draws the landing page’s hero and its sections, and the plans with their prices', () => {
  const landing = words(parse(pages['/']!).body.textContent);
  expect(landing).toContain('Une lettre de motivation sur mesure, prête en quelques secondes');
  expect(landing).toContain('Prêt à décrocher votre prochain entretien ?');
  expect(words(parse(pages['/pricing']!).body.textContent)).toContain('5,99');
});

it('draws the landing page during the premium day too, with its banner, for the api to date', () => {
  const { premiumDay } = PRERENDERED_PAGES;
  expect(Object.keys(premiumDay.pages)).toEqual(['/']);
  const banner = parse(premiumDay.pages['/']!).querySelector('[role="region"][aria-label="Journée spéciale Premium"]');
  expect(banner?.querySelector('time')?.getAttribute('datetime')).toBe(premiumDay.endsAt);
  expect(banner?.querySelector('time')?.textContent).toBe(premiumDay.shownAs);
  expect(pages['/']).not.toContain('Journée spéciale Premium');
});
