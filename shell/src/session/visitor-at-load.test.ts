import { readVisitorAtLoad } from './visitor-at-load.ts';

afterEach(() => {
  document.body.innerHTML = '';
});

it('tells a page drawn with the signed-out links from one drawn with their room kept', () => {
  document.body.innerHTML = '<div id="root"><nav><div data-account-links="visitor"><a href="/login">Se connecter</a></div></nav></div>';
  expect(readVisitorAtLoad(document)).toBe(true);

  document.body.innerHTML = '<div id="root"><nav><div class="invisible" aria-hidden="true"><span>Se connecter</span></div></nav></div>';
  expect(readVisitorAtLoad(document)).toBe(false);
});
