import { readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { newPerson } from '../support/accounts.ts';
import { downloadNamedLetter } from '../support/downloads.ts';
import { generate, scrollToLandingGenerator } from '../support/generator.ts';
import { expectNoSeriousA11yViolation } from '../support/page-checks.ts';
import { signedUpOnDashboard } from '../support/signed-in.ts';

const fixture = (name: string) => readFileSync(new URL(`../fixtures/${name}`, import.meta.url), 'utf8');
// A waiter's CV, and a posting whose company the reader cannot find ('Notre brasserie familiale…').
const CV = fixture('cv-julien-moreau-serveur.txt');
const POSTING = fixture('offre-serveur-sans-entreprise.txt');
const COMPANY = 'Brasserie des Célestins';

/** Pastes the CV, checks the name read from it, and pastes the posting (docs/decisions.md). */
async function pasteTexts(scope: Page | Locator) {
  await scope.getByLabel('Votre CV').fill(CV);
  await expect(scope.getByLabel('Nom du candidat')).toHaveValue('Julien Moreau');
  await scope.getByRole('button', { name: 'Suivant' }).click();
  await scope.getByLabel("L'offre d'emploi").fill(POSTING);
}

test('a company the reader missed is named on step 2, and the letter, its title in my letters and its PDF carry it', async ({ page }) => {
  test.setTimeout(120_000);
  await signedUpOnDashboard(page, newPerson('Nadia Lefort'), { premium: true });
  await pasteTexts(page);

  const read = page.getByRole('group', { name: 'Ce que nous avons lu dans l’offre' });
  await expect(read.getByLabel('Poste')).toHaveValue('Serveur / Serveuse');
  await expect(read.getByLabel('Contrat')).toHaveValue('CDI');
  const company = read.getByLabel('Entreprise');
  await expect(company).toHaveValue('');
  await expect(company).toHaveAttribute('placeholder', 'Non trouvé');
  await company.fill(COMPANY);

  // The nice-to-have unticked is not argued; the must-have keeps the CV line found for it.
  const asks = page.getByRole('region', { name: 'Ce que demande l’offre' });
  await expect(asks.getByRole('checkbox', { name: "Maîtrise de l'encaissement sur caisse tactile" })).toHaveAccessibleDescription(
    'Dans votre CV : Encaissement sur caisse tactile et clôture de caisse',
  );
  await asks.getByRole('checkbox', { name: 'Anglais courant apprécié' }).uncheck();
  await page.getByRole('button', { name: 'Suivant' }).click();
  await expect(page.getByText('Le nom de l’entreprise n’a pas été trouvé dans l’offre', { exact: false })).toHaveCount(0);
  await generate(page);

  const main = page.getByRole('main');
  // The form is gone: the company on the page is the letter's (its recipient block and its sentences).
  await expect(main).toContainText(COMPANY);
  await expect(main).not.toContainText('parle anglais couramment');

  const pdf = await downloadNamedLetter(page, 'Format PDF');
  expect(pdf.name).toBe(`Julien Moreau – Lettre de motivation – ${COMPANY}.pdf`);
  const document = await getDocument({ data: new Uint8Array(pdf.bytes) }).promise;
  const text = (await (await document.getPage(1)).getTextContent()).items.map((item) => ('str' in item ? item.str : '')).join(' ');
  expect(text).toContain(COMPANY);

  await page.goto('/my-letters');
  await expect(page.getByText(`${COMPANY} – Serveur / Serveuse`).first()).toBeVisible();
});

test.describe('on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("the landing page's generator shows what was read, fields reached with the keyboard, nothing wider than the screen", async ({ page }) => {
    await page.goto('/');
    await scrollToLandingGenerator(page);
    const generator = page.getByRole('form', { name: 'Générateur de lettre de motivation' });
    await pasteTexts(generator);
    const company = generator.getByLabel('Entreprise');
    await expect(company).toBeVisible();
    // From the posting, the keyboard reaches the fields read, in order.
    await generator.getByLabel("L'offre d'emploi").focus();
    await expect
      .poll(async () => {
        await page.keyboard.press('Tab');
        return company.evaluate((element) => element === document.activeElement);
      })
      .toBe(true);
    await page.keyboard.type(COMPANY);
    await expect(company).toHaveValue(COMPANY);
    await page.keyboard.press('Tab');
    await expect(generator.getByLabel('Poste')).toBeFocused();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await expectNoSeriousA11yViolation(page);
  });
});
