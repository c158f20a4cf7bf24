import { expect, test } from '@playwright/test';
import { newPerson } from '../support/accounts.ts';
import { signedUpOnDashboard } from '../support/signed-in.ts';
import { fillGenerator, generate } from '../support/generator.ts';

// This api runs without the premium-day promotion: a new account is on the free plan (3 letters a month).
test('a free user sees the letters left this month before generating, and cannot generate once none are left', async ({ page }) => {
  await signedUpOnDashboard(page, newPerson('Inès Garnier'));
  const generator = page.getByRole('region', { name: 'Générer une nouvelle lettre' }).or(page.getByRole('main'));
  await fillGenerator(generator);
  await expect(page.getByText('Il vous reste 3 lettres ce mois-ci')).toBeVisible();

  // Back on the dashboard, the generator keeps its texts on the last step, with the count read again.
  for (const left of ['Il vous reste 2 lettres ce mois-ci', 'Il vous reste 1 lettre ce mois-ci']) {
    await generate(page);
    await page.goto('/dashboard');
    await expect(page.getByText(left)).toBeVisible();
  }
  await generate(page);
  await page.goto('/dashboard');
  await expect(page.getByRole('button', { name: 'Générer ma lettre' })).toBeDisabled();
  await expect(page.getByText('Vous avez utilisé vos 3 lettres gratuites ce mois-ci. Passez à Premium pour des lettres illimitées.')).toBeVisible();
});
