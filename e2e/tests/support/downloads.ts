import { readFile } from 'node:fs/promises';
import { type Page } from '@playwright/test';

/** Opens 'Télécharger' (generator preview or my letters), picks a format and returns the file's bytes. */
export async function downloadLetter(page: Page, format: 'Format PDF' | 'Format Word (.docx)'): Promise<Buffer> {
  return (await downloadNamedLetter(page, format)).bytes;
}

/** The same, with the name the browser saves the file under. */
export async function downloadNamedLetter(page: Page, format: 'Format PDF' | 'Format Word (.docx)'): Promise<{ bytes: Buffer; name: string }> {
  await page.getByRole('button', { name: 'Télécharger' }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: format }).click();
  const file = await download;
  return { bytes: await readFile((await file.path())!), name: file.suggestedFilename() };
}
