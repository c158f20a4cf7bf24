import { expect, test } from '@playwright/test';
import { expectScreenLoaded } from '../support/page-checks.ts';

test('the pricing plan button sends a visitor to sign up with a toast', async ({ page }) => {
  await page.goto('/pricing');
  // The page arrives as server HTML: its buttons work once the pricing screen has taken over.
  await expectScreenLoaded(page);
  await page.getByRole('button', { name: 'Passer à Premium' }).first().click();
  await expect(page).toHaveURL('/signup');
  await expect(page.getByText('Créez un compte pour passer à Premium')).toBeVisible();
});
