import { expect, test } from '@playwright/test';
import JSZip from 'jszip';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { newPerson, signUp, upgradeInDemoMode } from './support/accounts.ts';
import { downloadNamedLetter, type Layout } from './support/downloads.ts';
import { fillGenerator, generate } from './support/generator.ts';

const LAYOUTS: Layout[] = ['Classique', 'Moderne', 'Sobre'];

test('a premium user downloads the letter in each layout, as a one-page PDF and a Word file addressed to the company', async ({ page }) => {
  test.setTimeout(120_000);
  await signUp(page, newPerson('Inès Garnier'));
  await upgradeInDemoMode(page);
  await fillGenerator(page);
  await generate(page);

  // The dialog offers the three layouts as a labelled radio group, with a preview of the one chosen.
  await page.getByRole('button', { name: 'Télécharger' }).click();
  const dialog = page.getByRole('dialog', { name: 'Télécharger votre lettre' });
  const layouts = dialog.getByRole('group', { name: 'Mise en page' }).getByRole('radio');
  await expect(layouts).toHaveCount(3);
  await expect(dialog.getByRole('radio', { name: 'Classique' })).toBeChecked();
  await dialog.getByRole('radio', { name: 'Moderne' }).check();
  await expect(dialog.getByText('Aperçu : Moderne')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  for (const layout of LAYOUTS) {
    const pdf = await downloadNamedLetter(page, 'Format PDF', layout);
    expect(pdf.name).toBe('Inès Garnier – Lettre de motivation – Meditrack.pdf');
    const document = await getDocument({ data: new Uint8Array(pdf.bytes) }).promise;
    expect(document.numPages, `${layout}: one page`).toBe(1);
    const firstPage = await document.getPage(1);
    const text = (await firstPage.getTextContent()).items.map((item) => ('str' in item ? item.str : '')).join(' ');
    expect(text).toContain('Meditrack');
    expect(text).toContain('Service des ressources humaines');
    expect(text).toMatch(/Madame, Monsieur/);

    const word = await downloadNamedLetter(page, 'Format Word (.docx)', layout);
    expect(word.name).toBe('Inès Garnier – Lettre de motivation – Meditrack.docx');
    const xml = await (await JSZip.loadAsync(word.bytes)).file('word/document.xml')!.async('string');
    expect(xml).toContain('Service des ressources humaines');
    expect(xml).toContain('Madame, Monsieur,');
  }
});
