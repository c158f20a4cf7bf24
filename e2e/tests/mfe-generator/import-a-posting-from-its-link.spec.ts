import { expect, test } from '@playwright/test';
import { POSTING_PAGES_ORIGIN } from '../../servers/topology.ts';
import { DEMO_FREE } from '../support/accounts.ts';
import { CV } from '../support/generator.ts';
import { logInThroughApi } from '../support/signed-in.ts';

const PAGE_PATH = '/offres/chargee-de-communication';

// The site's api allows one loopback origin, the job board of servers/posting-pages.ts (POSTING_LINK_ALLOW);
// the same board under another name is a loopback address like any other (docs/security.md).
test('a user imports the posting from its link on step 2, and keeps the form when a link is refused', async ({ page }) => {
  await logInThroughApi(page.request, DEMO_FREE);
  await page.goto('/dashboard');
  const generator = page.getByRole('region', { name: 'Générer une nouvelle lettre' }).or(page.getByRole('main'));
  await generator.getByLabel('Votre CV').fill(CV);
  await generator.getByRole('button', { name: 'Suivant' }).click();

  const posting = generator.getByLabel("L'offre d'emploi");
  await posting.fill('Mon brouillon de l’offre');
  const link = generator.getByLabel('Lien de l’offre');
  const importButton = generator.getByRole('button', { name: 'Importer depuis un lien' });

  await link.fill(`http://localhost:${new URL(POSTING_PAGES_ORIGIN).port}${PAGE_PATH}`);
  await importButton.click();
  await expect(generator.getByRole('alert')).toHaveText(
    'Ce lien ne peut pas être importé : seules les pages web publiques (http ou https) sont acceptées. Copiez-collez le texte de l’offre.',
  );
  await expect(posting).toHaveValue('Mon brouillon de l’offre');
  await expect(link).toHaveValue(`http://localhost:${new URL(POSTING_PAGES_ORIGIN).port}${PAGE_PATH}`);

  await link.fill(`${POSTING_PAGES_ORIGIN}${PAGE_PATH}`);
  await link.press('Enter');
  await expect(generator.getByText('Offre importée : vérifiez son texte ci-dessous avant de continuer.')).toBeVisible();
  await expect(posting).toHaveValue(/^Chargée de communication \(H\/F\)\nEntreprise : Maison Verdier\nLieu : Nantes\nContrat : CDI\n\n/);
  await expect(posting).toHaveValue(/- Organiser les relations presse/);
  // Enter imported the link without leaving the step; what step 2 reads of the text is shown under it.
  await expect(generator.getByLabel('Entreprise', { exact: true })).toHaveValue('Maison Verdier');
});
