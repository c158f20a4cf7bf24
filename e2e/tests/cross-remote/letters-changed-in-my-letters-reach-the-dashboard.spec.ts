import { expect, test } from '@playwright/test';
import { newPerson } from '../support/accounts.ts';
import { trackApiRequests } from '../support/api-requests.ts';
import { fillGenerator, generate } from '../support/generator.ts';
import { expectNoSeriousA11yViolation } from '../support/page-checks.ts';
import { signedUpOnDashboard } from '../support/signed-in.ts';

// The api's own answer when its database does not answer (api/src/errors/error-map.ts).
const DATABASE_DOWN = { code: 'DatabaseUnavailableError', message: 'Service momentanément indisponible : la base de données ne répond pas.' };

// My letters and the dashboard read one cache of the page (docs/architecture.md 'State'): a change made
// in one is seen in the other without reading the page again, and a refused change is put back.
test('a status changed in my letters shows on the dashboard without a reload, a refused one is put back with its message, and an ended session leads to the login page and back', async ({ page }) => {
  test.setTimeout(120_000);
  const person = newPerson('Noémie Lefort');
  const requests = trackApiRequests(page);
  await signedUpOnDashboard(page, person);
  await fillGenerator(page);
  await generate(page);

  await page.goto('/my-letters');
  // Set on this document only: still there at the end, the page was never loaded again.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  const letter = page.getByRole('article');
  const title = (await letter.getByRole('heading', { level: 2 }).textContent()) ?? '';
  const status = letter.getByRole('combobox', { name: 'Statut de la candidature' });
  await status.selectOption({ label: 'Envoyée' });
  await expect(page.getByText('Statut : Envoyée')).toBeVisible();
  // The success toast and the selected letter's date read well (axe found both under 4.5:1).
  await expectNoSeriousA11yViolation(page);
  const star = page.getByRole('button', { name: `Ajouter aux favoris : ${title}` });
  await star.click();
  await expect(star).toHaveAttribute('aria-pressed', 'true');

  await page.getByRole('link', { name: 'Retour au tableau de bord' }).click();
  const inProgress = page.getByRole('region', { name: 'Candidatures en cours' });
  await expect(inProgress.getByRole('listitem').filter({ hasText: title })).toContainText('Envoyée');

  // The database stops answering for the letters' changes: the next status is shown, then put back.
  await page.route('**/api/letters/*', (route) =>
    route.request().method() === 'PATCH' ? route.fulfill({ status: 503, json: DATABASE_DOWN }) : route.fallback(),
  );
  await inProgress.getByRole('link', { name: 'Suivre mes candidatures' }).click();
  await page.getByRole('article').getByRole('combobox', { name: 'Statut de la candidature' }).selectOption({ label: 'Entretien' });
  await expect(page.getByText(DATABASE_DOWN.message)).toBeVisible();
  await expect(page.getByRole('article').getByRole('combobox', { name: 'Statut de la candidature' })).toHaveValue('sent');
  const filter = page.getByRole('group', { name: 'Statut de candidature' });
  await expect(filter.getByRole('radio', { name: 'Envoyée (1)' })).toBeVisible();
  await expect(filter.getByRole('radio', { name: 'Entretien (0)' })).toBeVisible();
  // The star taken off is put back likewise, with its own message: the status's toast is let go first, so
  // the one seen next is the star's, however long the first stayed.
  await expect(page.getByText(DATABASE_DOWN.message)).toHaveCount(0, { timeout: 15_000 });
  await star.click();
  await expect(page.getByText(DATABASE_DOWN.message)).toBeVisible();
  await expect(star).toHaveAttribute('aria-pressed', 'true');

  await page.getByRole('link', { name: 'Retour au tableau de bord' }).click();
  await expect(inProgress.getByRole('listitem').filter({ hasText: title })).toContainText('Envoyée');
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);

  // The session ends elsewhere (signed out from another tab): the next read is refused, and the page
  // sends to the login page, which brings the user back to the page they were going to. It ends once the
  // dashboard has read what it shows (its generator's letters left, its list read again on arrival): a
  // read of its own still on its way would be the one refused, and the login page would rightly bring
  // the user back to the dashboard instead.
  await page.unroute('**/api/letters/*');
  await expect(page.getByText(/^Il vous reste \d+ lettres? ce mois-ci$/)).toBeVisible();
  await requests.settled();
  const ended = await page.request.post('/api/auth/logout', { headers: { 'X-Requested-With': 'lettra' } });
  expect(ended.ok()).toBe(true);
  await inProgress.getByRole('link', { name: 'Suivre mes candidatures' }).click();
  await expect(page).toHaveURL(/\/login\?next=\/my-letters$/);
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Mot de passe').fill(person.password);
  await page.getByRole('main').getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/my-letters$/);
  await expect(page.getByRole('article').getByRole('combobox', { name: 'Statut de la candidature' })).toHaveValue('sent');
});
