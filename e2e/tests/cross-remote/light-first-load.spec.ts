import { expect, test } from '@playwright/test';
import { remoteOrigin } from '../../servers/topology.ts';
import { scrollToLandingGenerator } from '../support/generator.ts';
import { expectScreenLoaded } from '../support/page-checks.ts';

// shared-ui entries the landing page does not render when its first intent starts it (the account's
// forms and menus, the form controls, the generator's steps, versions and letter actions, the examples'
// dialog until a visitor reaches for it, the FAQ's accordion until the visitor nears it): each is a
// module of its own, fetched only by a screen that draws it.
const UNUSED_ON_LANDING =
  /\/(Accordion|Checkbox|Switch|ConfirmDialog|Dialog|DropdownMenu|Tabs|form-fields|letter-actions|StepIndicator)-[\w-]+\.js$/;

test('the landing page’s first intent loads neither the generator nor shared parts it does not show; the generator comes on scroll', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => request.resourceType() === 'script' && scripts.push(request.url()));
  const fromGenerator = () => scripts.filter((url) => url.startsWith(remoteOrigin('mfe_generator')));

  await page.goto('/', { waitUntil: 'networkidle' });
  // Before any intent, the starter alone (e2e/tests/cross-remote/first-load-budget.spec.ts weighs it).
  expect(scripts.map((url) => new URL(url).pathname)).toEqual([expect.stringMatching(/\/start-on-intent-[\w-]+\.js$/)]);

  // The first intent: the page's screen replaces the server's HTML, every module it imports statically requested.
  await expectScreenLoaded(page);
  await expect(page.getByRole('heading', { name: 'Prêt à décrocher votre prochain entretien ?' })).toBeVisible();
  expect(fromGenerator()).toEqual([]);
  expect(scripts.filter((url) => UNUSED_ON_LANDING.test(url))).toEqual([]);

  await scrollToLandingGenerator(page);
  await expect(page.getByLabel('Votre CV')).toBeVisible();
  expect(fromGenerator()).not.toEqual([]);
});
