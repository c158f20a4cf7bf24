import { readFile } from 'node:fs/promises';
import { type Page } from '@playwright/test';

/** Opens 'Télécharger' (generator preview or my letters), picks a format and returns the file's bytes. */
export async function downloadLetter(page: Page, format: 'Format PDF' | 'Format Word (.docx)'): Promise<Buffer> {
  await page.getByRole('button', { name: 'Télécharger' }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: format }).click();
  return readFile((await (await download).path())!);
}
