import { expect, test } from '@playwright/test';
import JSZip from 'jszip';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { newPerson } from '../support/accounts.ts';
import { downloadNamedLetter } from '../support/downloads.ts';
import { signedUpOnDashboard } from '../support/signed-in.ts';
import { fillGenerator, generate, scrollToLandingGenerator } from '../support/generator.ts';

test('a premium user picks among three versions, edits, copies and downloads real PDF and Word files', async ({ page, context }) => {
  test.setTimeout(90_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signedUpOnDashboard(page, newPerson('Julien Moreau'), { premium: true });

  await fillGenerator(page, { tone: 'Percutant' });
  await generate(page);
  const versions = page.getByRole('tab', { name: /Version/ });
  await expect(versions).toHaveCount(3);
  await versions.nth(1).click();
  await expect(versions.nth(1)).toHaveAttribute('aria-selected', 'true');

  await page.getByRole('button', { name: 'Copier' }).click();
  await expect(page.getByText('Le texte a été copié dans le presse-papier')).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  // The whole letter is copied, from the greeting to the closing formula.
  expect(copied).toMatch(/Madame, Monsieur,[\s\S]+salutations distinguées/);

  await page.getByRole('button', { name: 'Modifier', exact: true }).click();
  const editor = page.getByPlaceholder('Écrivez votre lettre de motivation ici...');
  await editor.fill('   ');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Votre lettre ne peut pas être vide').first()).toBeVisible();
  await editor.fill(`${copied}\n\nPS : disponible dès le mois prochain, à Lyon.`);
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Votre lettre a été mise à jour avec succès')).toBeVisible();

  const { bytes: pdf, name } = await downloadNamedLetter(page, 'Format PDF');
  expect(name).toBe('Julien Moreau – Lettre de motivation – Meditrack.pdf');
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  const document = await getDocument({ data: new Uint8Array(pdf) }).promise;
  const firstPage = await document.getPage(1);
  const [, , width, height] = firstPage.view;
  expect([Math.round(width!), Math.round(height!)]).toEqual([595, 842]);
  const text = (await firstPage.getTextContent()).items.map((item) => ('str' in item ? item.str : '')).join(' ');
  expect(text).toMatch(/Madame, Monsieur/);

  const word = await downloadNamedLetter(page, 'Format Word (.docx)');
  expect(word.name).toBe('Julien Moreau – Lettre de motivation – Meditrack.docx');
  const docx = await JSZip.loadAsync(word.bytes);
  const xml = await docx.file('word/document.xml')!.async('string');
  expect(xml).toContain('disponible dès le mois prochain');
});

test('the generator is there on the landing page too', async ({ page }) => {
  await page.goto('/');
  await scrollToLandingGenerator(page);
  await expect(page.getByLabel('Votre CV')).toBeVisible();
  await expect(page.getByText('CV', { exact: true }).first()).toBeVisible();
});
