import { expect, test } from '@playwright/test';
import { newPerson } from '../support/accounts.ts';
import { CV, POSTING, generate } from '../support/generator.ts';
import { logInThroughApi, signedUpOnDashboard } from '../support/signed-in.ts';

const KEEP_MY_CV = 'Enregistrer mon CV pour mes prochaines lettres';

// One person's journey, in order: their CV is kept on the first step, their letter's application
// followed in my letters, the CV found again in a new browser session, then deleted in the settings.
test('a user follows an application by its status, and keeps their CV for the next letters until deleting it', async ({ page, browser }, testInfo) => {
  test.setTimeout(120_000);
  const person = newPerson('Yasmine Chevalier');
  await signedUpOnDashboard(page, person);

  await page.getByLabel('Votre CV').fill(CV);
  await page.getByRole('checkbox', { name: KEEP_MY_CV }).check();
  await page.getByRole('button', { name: 'Suivant' }).click();
  await page.getByLabel("L'offre d'emploi").fill(POSTING);
  await page.getByRole('button', { name: 'Suivant' }).click();
  await generate(page);

  await page.goto('/my-letters');
  const filter = page.getByRole('group', { name: 'Statut de candidature' });
  await expect(filter.getByRole('radio', { name: 'À envoyer (1)' })).toBeVisible();
  const status = page.getByRole('combobox', { name: 'Statut de la candidature' });
  await expect(status).toHaveValue('to_send');
  const patched = page.waitForResponse((response) => response.request().method() === 'PATCH' && response.url().includes('/api/letters/'));
  await status.selectOption({ label: 'Envoyée' });
  await expect(page.getByText('Statut : Envoyée')).toBeVisible();
  const { statusChangedAt } = (await (await patched).json()) as { statusChangedAt: string };
  await filter.getByRole('radio', { name: 'Envoyée (1)' }).check();
  await expect(filter.getByRole('radio', { name: 'À envoyer (0)' })).toBeVisible();
  const changedOn = new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris' }).format(new Date(statusChangedAt));
  await expect(page.getByRole('article').getByText(`Depuis le ${changedOn}`)).toBeVisible();
  const title = (await page.getByRole('article').getByRole('heading', { level: 2 }).textContent()) ?? '';

  await page.reload();
  await expect(page.getByRole('group', { name: 'Statut de candidature' }).getByRole('radio', { name: 'Envoyée (1)' })).toBeVisible();
  await page.goto('/dashboard');
  const inProgress = page.getByRole('region', { name: 'Candidatures en cours' });
  await expect(inProgress.getByRole('listitem').filter({ hasText: title })).toContainText('Envoyée');

  // Another browser: no draft in its session storage, the step is filled from the account.
  const elsewhere = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  try {
    const other = await elsewhere.newPage();
    await logInThroughApi(other.request, person);
    await other.goto('/dashboard');
    await expect(other.getByLabel('Votre CV')).toHaveValue(CV.trim());
    await expect(other.getByRole('checkbox', { name: KEEP_MY_CV })).toBeChecked();

    await other.goto('/settings#cv');
    const saved = other.getByRole('region', { name: 'Mon CV' });
    await expect(saved.getByRole('region', { name: 'Texte du CV enregistré' })).toContainText('Développeuse Full Stack');
    await saved.getByRole('button', { name: 'Supprimer mon CV' }).click();
    const confirm = other.getByRole('alertdialog', { name: 'Supprimer votre CV enregistré ?' });
    await confirm.getByRole('button', { name: 'Supprimer' }).click();
    await expect(other.getByText('CV supprimé')).toBeVisible();
    await expect(saved.getByText(/^Aucun CV enregistré\./)).toBeVisible();

    await other.reload();
    await expect(other.getByRole('region', { name: 'Mon CV' }).getByText(/^Aucun CV enregistré\./)).toBeVisible();
  } finally {
    await elsewhere.close();
  }

  // And a third browser finds the first step empty.
  const third = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  try {
    const fresh = await third.newPage();
    const read = fresh.waitForResponse((response) => response.url().endsWith('/api/me/resume'));
    await logInThroughApi(fresh.request, person);
    await fresh.goto('/dashboard');
    expect((await read).ok()).toBe(true);
    await expect(fresh.getByRole('checkbox', { name: KEEP_MY_CV })).not.toBeChecked();
    await expect(fresh.getByLabel('Votre CV')).toHaveValue('');
  } finally {
    await third.close();
  }
});
