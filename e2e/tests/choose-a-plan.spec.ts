import { expect, test } from '@playwright/test';

test('the pricing plan button sends a visitor to sign up with a toast', async ({ page }) => {
  await page.goto('/pricing');
  await page.getByRole('button', { name: 'Passer à Premium' }).first().click();
  await expect(page).toHaveURL('/signup');
  await expect(page.getByText('Créez un compte pour passer à Premium')).toBeVisible();
});
